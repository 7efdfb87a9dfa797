import { between, pick, seededRandom } from '../corpus/random'
import { summary } from './stats'

/** How many random staff reads the benchmark sends. */
export const STAFF_RANDOM_READS = 120

/**
 * Staff list reads drawn at random (seeded) from every combination the REST API allows on press
 * releases, not only the ones the admin's buttons send: a locale, the documents or the draft list,
 * any allowed sort (either direction, or none), a title search of any class (a corpus word, a
 * never-seen word, two words, LIKE wildcards and escapes, or none), a status or publish-date
 * filter (or none), and any page (the first, a near one, a deep one, one past the end).
 */
const SORTS = ['', 'title', 'publishDate', 'createdAt', 'updatedAt', 'id', '_status']
const WILDCARDS = ['%', '%%%', '_', '__', 'a\\', '\\', '%\\_', '5%', '_1']

export function randomStaffRead(random: () => number, word: () => string): string {
  const params = ['depth=0', 'limit=10']
  if (random() < 0.5) params.push('locale=en')
  if (random() < 0.3) params.push('draft=true')
  const sort = pick(random, SORTS)
  if (sort) params.push(`sort=${random() < 0.5 ? '-' : ''}${sort}`)
  const search = pick(random, ['none', 'word', 'word', 'two words', 'wildcards', 'word and wildcards'] as const)
  const terms = {
    none: [],
    word: [word()],
    'two words': [word(), word()],
    wildcards: [pick(random, WILDCARDS)],
    'word and wildcards': [word() + pick(random, WILDCARDS)],
  }[search]
  if (terms.length) params.push(`where[title][like]=${encodeURIComponent(terms.join(' '))}`)
  const filter = pick(random, ['none', 'none', 'status', 'date'] as const)
  if (filter === 'status') params.push(`where[_status][equals]=${pick(random, ['published', 'draft'])}`)
  if (filter === 'date') {
    const year = between(random, 2015, 2026)
    params.push(`where[publishDate][${pick(random, ['greater_than', 'less_than'])}]=${year}-01-01`)
  }
  const page = pick(random, [1, 1, 2, between(random, 3, 50), between(random, 51, 10_000), 999_999])
  if (page > 1) params.push(`page=${page}`)
  return `/api/press-releases?${params.join('&')}`
}

/** Sends the random reads one at a time as `authorization`; p50/p95/max, the statuses and the slowest. */
export async function staffRandomLoad(base: string, authorization: string, seed: number, word: () => string) {
  const random = seededRandom(seed ^ 0x5eed)
  const times: number[] = []
  const statuses = new Map<number, number>()
  const slowest: { ms: number; path: string; status: number }[] = []
  for (let i = 0; i < STAFF_RANDOM_READS; i++) {
    const path = randomStaffRead(random, word)
    const started = performance.now()
    const res = await fetch(base + path, {
      headers: { authorization, 'accept-encoding': 'gzip, deflate, br, zstd' },
      signal: AbortSignal.timeout(30_000),
    })
    await res.arrayBuffer()
    const ms = performance.now() - started
    times.push(ms)
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    slowest.push({ ms: Math.round(ms), path, status: res.status })
  }
  slowest.sort((a, b) => b.ms - a.ms)
  return {
    ...summary(times),
    'over 200 ms': times.filter((ms) => ms > 200).length,
    statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    slowest: slowest.slice(0, 5),
  }
}
