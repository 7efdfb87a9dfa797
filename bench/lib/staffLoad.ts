import { summary } from './stats'

const TIMES = 5

/**
 * What the admin's press release list sends through Payload's REST at 100,000 articles: its first
 * page (default sort and the others a column header allows, the title both ways), a status
 * filter, its search box (a title `like`: one word, also sorted by title, and twenty OR-ed), a deep
 * page and one past the end; its draft list searched and sorted by title. Each is asked
 * `TIMES` times in a row as the seeded editor; p50/p95/max and the statuses seen.
 */
function queries(words: string[]): [string, string][] {
  const list = '/api/press-releases?depth=0&limit=10'
  const ors = words
    .slice(0, 20)
    .map((word, i) => `where[or][${i}][title][like]=${encodeURIComponent(word)}`)
    .join('&')
  return [
    ['first page (default sort)', list],
    ['sort by title', `${list}&sort=title`],
    ['sort by title, descending', `${list}&sort=-title`],
    ['sort by publish date', `${list}&sort=-publishDate`],
    ['sort by last change', `${list}&sort=-updatedAt`],
    ['drafts only', `${list}&where[_status][equals]=draft`],
    ['search box: one word', `${list}&where[title][like]=${encodeURIComponent(words[0])}`],
    ['search box: one word, sorted by title', `${list}&sort=title&where[title][like]=${encodeURIComponent(words[0])}`],
    ['search box: 20 OR-ed words', `${list}&${ors}`],
    // The admin's own list reads the latest versions (drafts included).
    ['draft list: one word', `${list}&draft=true&where[title][like]=${encodeURIComponent(words[0])}`],
    ['draft list: sort by title', `${list}&draft=true&sort=title`],
    ['page 5,000', `${list}&page=5000`],
    ['past the last page', `${list}&page=999999`],
  ]
}

export async function staffLoad(base: string, authorization: string, words: string[]) {
  const rows = []
  for (const [what, path] of queries(words)) {
    const times: number[] = []
    const statuses = new Set<number>()
    for (let i = 0; i < TIMES; i++) {
      const started = performance.now()
      const res = await fetch(base + path, {
        headers: { authorization, 'accept-encoding': 'gzip, deflate, br, zstd' },
        signal: AbortSignal.timeout(30_000),
      })
      await res.arrayBuffer()
      times.push(performance.now() - started)
      statuses.add(res.status)
    }
    rows.push({ what, ...summary(times), status: [...statuses].join(' ') })
  }
  return rows
}
