import type pg from 'pg'

import { percentile, round, summary } from './stats'
import { searchWordSampler, WORD_CLASSES, type WordClass } from './searchWords'

/** The searchable lists of the legacy API, with the table whose version keeps their pages. */
const LISTS = [
  ['/api/report', 'press_releases'],
  ['/api/fact', 'fact_checks'],
  ['/api/media', 'media_reports'],
  ['/api/notice', 'notices'],
] as const
const LANGS = ['ko', 'en'] as const

async function timedGet(url: string) {
  const started = performance.now()
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    signal: AbortSignal.timeout(30_000),
  })
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started }
}

type Sampler = Awaited<ReturnType<typeof searchWordSampler>>

/**
 * `count` first reads of never-seen words, one at a time: a word of a random class on a random list
 * and language, the list's version raised before each (as any write raises it), so no cached page
 * can answer. p50/p95/max per class and over all.
 */
async function firstReads(client: pg.Client, base: string, sampler: Sampler, count: number) {
  const byClass = new Map<WordClass, number[]>(WORD_CLASSES.map((c) => [c, []]))
  const all: number[] = []
  let errors = 0
  let slowest = { ms: 0, url: '' }
  for (let i = 0; i < count; i++) {
    const { word, wordClass } = sampler.next()
    const [list, table] = sampler.pick(LISTS)
    const url = `${base}${list}?lang=${sampler.pick(LANGS)}&searchKeyword=${encodeURIComponent(word)}`
    await bump(client, table)
    const { status, ms } = await timedGet(url)
    if (status !== 200) errors++
    byClass.get(wordClass)!.push(ms)
    all.push(ms)
    if (ms > slowest.ms) slowest = { ms: round(ms), url: url.slice(base.length) }
  }
  const table = [
    ...WORD_CLASSES.map((c) => ({ what: c, ...summary(byClass.get(c)!) })),
    { what: 'all classes', ...summary(all), errors },
  ]
  return { table, slowest }
}

const bump = (client: pg.Client, table: string) =>
  client.query(`UPDATE list_versions SET version = version + 1 WHERE source = $1`, [table])

/**
 * First reads of never-seen search words: `count` one at a time (firstReads), then `burst` at once
 * while four visitors read the cached list page 1 over and over.
 */
export async function searchLoad(client: pg.Client, base: string, seed: number, { count = 240, burst = 20 } = {}) {
  const sampler = await searchWordSampler(client, seed)
  const { table: oneAtATime, slowest } = await firstReads(client, base, sampler, count)

  // The burst: `burst` new words at once (never read before), and the cached page 1 meanwhile.
  for (const [, table] of LISTS) await bump(client, table)
  await timedGet(`${base}/api/report?pageNumber=1&pageSize=20`)
  let bursting = true
  const pageTimes: number[] = []
  let pageErrors = 0
  const reader = async () => {
    while (bursting) {
      const { status, ms } = await timedGet(`${base}/api/report?pageNumber=1&pageSize=20`)
      if (status !== 200) pageErrors++
      pageTimes.push(ms)
    }
  }
  const readers = Array.from({ length: 4 }, reader)
  const searches = await Promise.all(
    Array.from({ length: burst }, () => {
      const { word } = sampler.next()
      const [list] = sampler.pick(LISTS)
      return timedGet(`${base}${list}?lang=${sampler.pick(LANGS)}&searchKeyword=${encodeURIComponent(word)}`)
    }),
  )
  bursting = false
  await Promise.all(readers)
  const sortedPage = [...pageTimes].sort((a, b) => a - b)
  const together = {
    searches: burst,
    'slowest search ms': round(Math.max(...searches.map((s) => s.ms))),
    'search errors': searches.filter((s) => s.status !== 200).length,
    'page 1 reads': pageTimes.length,
    'page 1 p99 ms': round(percentile(sortedPage, 99)),
    'page 1 errors': pageErrors,
  }
  return { seed, oneAtATime, slowest, together }
}

/**
 * Right after PostgreSQL starts (its buffers empty): `restart` stops and starts it, then `count`
 * never-seen words are read one at a time, the first as soon as the app answers again.
 */
export async function searchAfterRestart(
  connect: () => Promise<pg.Client>,
  restart: () => Promise<void>,
  base: string,
  seed: number,
  count = 40,
) {
  const before = await connect()
  const sampler = await searchWordSampler(before, seed)
  await before.end()
  await restart()
  const client = await connect()
  try {
    // The pool's old connections died with the server: the first requests after may need a retry.
    for (let i = 0; i < 50 && (await timedGet(`${base}/readyz`)).status !== 200; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    return await firstReads(client, base, sampler, count)
  } finally {
    await client.end()
  }
}
