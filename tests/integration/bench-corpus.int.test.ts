import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { sql } from '../helpers/db'
import { growTestCorpus } from '../helpers/corpus'
import { bearer, login, request } from '../helpers/http'

/**
 * The benchmark corpus is written with SQL, not through Payload: its articles must be what the
 * admin sees too. The admin lists a collection's latest versions, so without version rows it
 * listed 44 of 100,044 press releases. A small corpus, grown on the shared stack and removed after.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
const SIZE = { pressReleases: 3, factChecks: 2, mediaReports: 2, notices: 2 }
const TABLES = {
  press_releases: 'press-releases',
  fact_checks: 'fact-checks',
  media_reports: 'media-reports',
  notices: 'notices',
}

type List = { docs: { id: number; title: string; _status: string }[]; totalDocs: number }
const draftList = async (collection: string, query = '') =>
  (await (
    await request(`/api/${collection}?draft=true&depth=0&limit=1${query}`, { headers: bearer(token) })
  ).json()) as List

const before: Record<string, number> = {}
let maxIds: Record<string, number> = {}
let removeCorpus = async () => {}

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  for (const collection of Object.values(TABLES)) before[collection] = (await draftList(collection)).totalDocs
  ;({ maxIds, remove: removeCorpus } = await growTestCorpus(SIZE, 7))
})

afterAll(() => removeCorpus())

describe('the benchmark corpus', () => {
  it('adds what the admin lists: each new article in the draft lists, with its title and status', async () => {
    const counts = { 'press-releases': 3, 'fact-checks': 2, 'media-reports': 2, notices: 2 }
    for (const [table, collection] of Object.entries(TABLES)) {
      expect((await draftList(collection)).totalDocs, collection).toBe(
        before[collection] + counts[collection as keyof typeof counts],
      )
      const [row] = await sql<{ id: number; title: string; _status: string }>(
        `SELECT p.id, l.title, p._status FROM ${table} p JOIN ${table}_locales l ON l._parent_id = p.id AND l._locale = 'ko'
         WHERE p.id > $1 ORDER BY p.id LIMIT 1`,
        [maxIds[table]],
      )
      const listed = await draftList(collection, `&where[id][equals]=${row.id}`)
      expect(listed.docs, collection).toEqual([
        expect.objectContaining({ id: row.id, title: row.title, _status: row._status }),
      ])
    }
  })

  it('writes one latest version per article, in both languages, as Payload does', async () => {
    const [id] = (
      await sql<{ id: number }>('SELECT id FROM press_releases WHERE id > $1 ORDER BY id LIMIT 1', [
        maxIds.press_releases,
      ])
    ).map((r) => r.id)
    const res = await request(`/api/press-releases/versions?where[parent][equals]=${id}&depth=0&locale=en`, {
      headers: bearer(token),
    })
    const text = await res.text()
    expect(res.status, text).toBe(200)
    const versions = JSON.parse(text) as {
      totalDocs: number
      docs: { latest: boolean; version: { title: string; publishDate: string } }[]
    }
    const [en] = await sql<{ title: string; publish_date: Date }>(
      `SELECT l.title, p.publish_date FROM press_releases p JOIN press_releases_locales l ON l._parent_id = p.id AND l._locale = 'en' WHERE p.id = $1`,
      [id],
    )
    expect(versions.totalDocs).toBe(1)
    expect(versions.docs[0]).toMatchObject({
      latest: true,
      version: { title: en.title, publishDate: en.publish_date.toISOString() },
    })
  })
})
