import { describe, expect, it } from 'vitest'

import { isUncasedPattern } from '@/lib/restSurface/uncasedLike'

describe('isUncasedPattern', () => {
  it('takes patterns of Hangul, digits and punctuation, which LIKE matches as ILIKE does', () => {
    for (const pattern of ['%나%', '%배달의민족%', '%2026%', '%(%', '%[%', '%~%', '%\\%%', '%%'])
      expect(isUncasedPattern(pattern), pattern).toBe(true)
  })

  it('leaves to ILIKE any letter with a case, in any script, and `_`, whose count of characters lower-casing can change', () => {
    for (const pattern of ['%a%', '%Ü%', '%ß%', '%ⅻ%', '%５%', '%Σ%', '%_1%', '%1\\_%', '%배달 a%'])
      expect(isUncasedPattern(pattern), pattern).toBe(false)
  })
})
