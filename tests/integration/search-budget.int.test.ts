import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { getLegacy } from '../helpers/http'
import { seededPressReleaseMatches, searchPressReleases } from '../helpers/searchExpect'

type Page = { list: { reportTitle: string }[]; totalSize: number }

/**
 * docs/public-site.md (Search): searches share a small budget of database connections and queue briefly, and
 * every public statement runs under a time limit, so neither a storm of new words nor a statement
 * stuck behind a lock holds the connections that lists and pages need; a refusal is a 503 with
 * Retry-After, never a 500.
 */

let client: pg.Client

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
})

afterAll(async () => {
  await client?.end()
})

describe('many new search words at once', () => {
  it('answers all 24 with their own results while the list page 1 keeps answering', async () => {
    // Words nobody searched before (a run-unique suffix finds nothing; the seeded words find their items).
    const run = Date.now().toString(36)
    const seeded = ['배달', '라이더', '로봇', '상생', '사장님', '안전']
    const words = [...seeded, ...Array.from({ length: 18 }, (_, i) => `없는말${run}${i}`)]
    const listed: Promise<{ status: number }>[] = []
    const searches = Promise.all(
      words.map((word) =>
        getLegacy<Page>(`/api/report?lang=ko&pageSize=500&searchKeyword=${encodeURIComponent(word)}`),
      ),
    )
    for (let i = 0; i < 6; i++) listed.push(getLegacy('/api/report?lang=ko&pageNumber=1&pageSize=20'))
    const answers = await searches
    for (const [i, { status, body }] of answers.entries()) {
      expect(status, words[i]).toBe(200)
      expect(body.data!.list.map((item) => item.reportTitle).sort(), words[i]).toEqual(
        i < seeded.length ? seededPressReleaseMatches(words[i], 'TITLE_CONTENT') : [],
      )
    }
    for (const { status } of await Promise.all(listed)) expect(status).toBe(200)
  })
})

describe('a public statement held up past its time limit', () => {
  it('is cancelled and answered 503 with Retry-After, and the next read is answered', async () => {
    // A lock on the press releases' text rows holds every list read that has to read them; the
    // list's state (what the cache checks) does not, so the request reaches the page's statement.
    await client.query('BEGIN')
    await client.query('LOCK TABLE press_releases_locales IN ACCESS EXCLUSIVE MODE')
    let held: Awaited<ReturnType<typeof getLegacy>>
    try {
      held = await getLegacy(`/api/report?lang=ko&searchKeyword=${encodeURIComponent(`잠김${Date.now()}`)}`)
    } finally {
      await client.query('ROLLBACK')
    }
    expect(held.status).toBe(503)
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(held.body).toEqual({ detail: 'fail', message: expect.stringMatching(/try again/i) })
    // The connection went back to the pool in good order: the same search is answered now.
    const list = await searchPressReleases('배달', 'TITLE_CONTENT')
    expect(list.map((item) => item.reportTitle).sort()).toEqual(seededPressReleaseMatches('배달', 'TITLE_CONTENT'))
  })
})
