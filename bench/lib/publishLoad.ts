import { percentile, round } from './stats'

/** Where a publish must show: the newsroom's list page as a visitor reads it, and the legacy API's page 1. */
const PAGES = ['/newsroom/report', '/api/report?pageNumber=1&pageSize=20']
/** The lists visitors read meanwhile: cached pages, deep pages and the other lists. */
const LOAD_PATHS = [
  '/newsroom/report',
  '/en/newsroom/report',
  '/api/report?pageNumber=1&pageSize=20',
  '/api/report?pageNumber=3&pageSize=20',
  '/notice',
  '/api/notice?pageNumber=2&pageSize=20',
]
/** A save not visible this long after its answer counts as lost. */
const LOST_AFTER_MS = 30_000
const POLL_MS = 50

const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' }

async function shows(url: string, text: string): Promise<boolean> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
  const body = await res.text()
  return res.status === 200 && body.includes(text)
}

/** Milliseconds from `since` until every page shows `text`, or undefined when it never did within LOST_AFTER_MS. */
async function visibleAfter(base: string, text: string, since: number): Promise<number | undefined> {
  const pending = new Set(PAGES)
  while (pending.size > 0) {
    if (performance.now() - since > LOST_AFTER_MS) return undefined
    for (const page of [...pending]) if (await shows(base + page, text)) pending.delete(page)
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return performance.now() - since
}

/**
 * Publish to visible under list load: `count` saves through Payload's REST as an editor (a new
 * press release published, then its title edited), one after another, while `readers` visitors
 * read cached and uncached lists without pause. Each save is timed from its answer until the
 * newsroom page and the legacy list both show its title; one not shown within 30 s is lost.
 * The articles it writes are deleted afterwards.
 */
export async function publishLoad(base: string, authorization: string, { count = 20, readers = 4 } = {}) {
  const staff = { authorization, 'content-type': 'application/json' }
  let reading = true
  let reads = 0
  let readErrors = 0
  const reader = async (offset: number) => {
    for (let i = offset; reading; i++) {
      const res = await fetch(base + LOAD_PATHS[i % LOAD_PATHS.length], { headers }).catch(() => undefined)
      await res?.arrayBuffer()
      reads++
      if (res?.status !== 200) readErrors++
    }
  }
  const load = Array.from({ length: readers }, (_, i) => reader(i))
  const times: number[] = []
  const saves: number[] = []
  const created: number[] = []
  let lost = 0
  try {
    for (let i = 0; i < count; i++) {
      const title = `벤치 게시 ${Date.now().toString(36)}-${i}`
      const editing = i % 2 === 1 && created.length > 0
      const started = performance.now()
      const res = await fetch(
        editing ? `${base}/api/press-releases/${created.at(-1)}?locale=ko` : `${base}/api/press-releases?locale=ko`,
        {
          method: editing ? 'PATCH' : 'POST',
          headers: staff,
          body: JSON.stringify({
            title,
            _status: 'published',
            ...(editing ? {} : { source: '벤치', publishDate: new Date(Date.now() - 60_000).toISOString() }),
          }),
        },
      )
      const answer = (await res.json()) as { doc?: { id: number } }
      if (!res.ok || !answer.doc) throw new Error(`the save answered ${res.status}`)
      if (!editing) created.push(answer.doc.id)
      const saved = performance.now()
      saves.push(saved - started)
      const ms = await visibleAfter(base, title, saved)
      if (ms === undefined) lost++
      else times.push(ms)
    }
  } finally {
    reading = false
    await Promise.all(load)
    for (const id of created) {
      const res = await fetch(`${base}/api/press-releases/${id}`, { method: 'DELETE', headers: staff })
      if (!res.ok) console.warn(`press release ${id}, written by the benchmark, was not deleted: ${res.status}`)
    }
  }
  const sorted = [...times].sort((a, b) => a - b)
  return {
    saves: count,
    'save p50 ms': round(
      percentile(
        [...saves].sort((a, b) => a - b),
        50,
      ),
    ),
    'visible p50 ms': round(percentile(sorted, 50)),
    'visible p95 ms': round(percentile(sorted, 95)),
    'visible max ms': round(sorted.at(-1) ?? 0),
    lost,
    'list reads meanwhile': reads,
    'list errors': readErrors,
  }
}
