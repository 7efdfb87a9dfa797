import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { FEED_SIZE } from '../../src/lib/feeds/rss'
import { growTestCorpus } from '../helpers/corpus'
import { sql } from '../helpers/db'
import { feedReaderText } from '../helpers/feedReader'
import { bearer, deleteDocs, login, request } from '../helpers/http'

/**
 * Feed readers render an item's `<description>`, and often its `<title>`, as HTML. An editor's
 * title and subtitle are plain text: sent through the real feed, markup in them must arrive as text
 * a reader shows as typed, never as elements, and a `]]>` must not end the CDATA section.
 */

const run = Date.now().toString(36)
const TITLE = `RSS 마크업 검증 ${run} <i>기울임</i> & "따옴표"`
const SUBTITLE = `<img src=x onerror="alert(1)"> <b>굵게</b> ]]><script>alert(2)</script> & 끝`
const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
let id = 0

/** Polls the feed until it holds the marker title (the feed is cached and revalidated on save). */
async function feedWith(marker: string): Promise<string> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const res = await request('/rss/ko.xml')
    expect(res.status).toBe(200)
    const body = await res.text()
    if (body.includes(marker)) return body
    if (Date.now() > deadline) throw new Error(`the feed lacks ${marker} after 30 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

let removeCorpus = async () => {}

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  // More newsroom items than a feed carries, dated over ten years (the benchmark's corpus), before
  // the publish below, whose save expires the feed.
  ;({ remove: removeCorpus } = await growTestCorpus(
    { pressReleases: 60, factChecks: 10, mediaReports: 10, notices: 0 },
    30,
  ))
  const res = await request('/api/press-releases', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({
      title: TITLE,
      subtitle: SUBTITLE,
      publishDate: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    }),
  })
  expect(res.status).toBe(201)
  id = ((await res.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  if (id) await deleteDocs('press-releases', [id], token)
  await removeCorpus()
})

/** The publish dates (to the second, as RFC 822 has them) of the newest public items of the three newsroom lists. */
async function newestPublic(limit: number): Promise<number[]> {
  const lists = ['press_releases', 'fact_checks', 'media_reports'].map(
    (table) => `SELECT publish_date FROM ${table} WHERE _status = 'published' AND publish_date <= now()`,
  )
  const rows = await sql<{ publish_date: Date }>(
    `SELECT publish_date FROM (${lists.join(' UNION ALL ')}) t ORDER BY publish_date DESC LIMIT $1`,
    [limit],
  )
  return rows.map((r) => Math.floor(r.publish_date.getTime() / 1000) * 1000)
}

describe('the RSS feed', () => {
  it('carries the newest 50 items of a larger newsroom, newest first', async () => {
    const feed = await feedWith(run)
    const dates = [...feed.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]))
    expect(dates).toHaveLength(FEED_SIZE)
    expect(dates).toEqual(await newestPublic(FEED_SIZE))
    expect(feed.split('<item>')[1]).toContain(run)
  })

  it('sends a subtitle with markup as text a feed reader shows as typed, never as markup', async () => {
    const feed = await feedWith(run)
    const item = feed.split('<item>').find((i) => i.includes(run))!
    const description = /<description>([\s\S]*?)<\/description>/.exec(item)![1]
    // One CDATA section holding the whole text (the `]]>` typed in the subtitle did not close it),
    // whose HTML has no tag at all and decodes to exactly what the editor typed.
    expect(feedReaderText(description), description).toEqual({ text: SUBTITLE, markup: false })
    // The title too, with its markup, quotes and ampersand shown as typed.
    const title = /<title>([\s\S]*?)<\/title>/.exec(item)![1]
    expect(feedReaderText(title), title).toEqual({ text: TITLE, markup: false })
    // Nothing of the markup leaks anywhere else in the document.
    expect(feed).not.toContain('<script>')
    expect(feed).not.toContain('<img')
    expect(feed).not.toContain('<i>')
  })
})
