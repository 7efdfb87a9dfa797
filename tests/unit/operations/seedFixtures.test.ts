import { describe, expect, it } from 'vitest'

import { fixtureProblems } from '../../../seed/checkFixtures'

describe('seed fixtures', () => {
  it('match the seed content files (counts, search words, hidden items, SPEC figures)', () => {
    expect(fixtureProblems()).toEqual([])
  })
})
