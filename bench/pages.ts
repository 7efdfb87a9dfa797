/**
 * Page weight and server speed of the public site (a benchmark, not a test):
 *   npm run bench:pages                 starts its own stack (fresh Postgres, seed, production
 *                                       build if stale, `next start`) and stops it after
 *   npm run bench:pages -- <baseUrl>    measures an app that is already running (`npm start`)
 *
 * 1. First Load JS per route: every script from /_next/static that Chromium fetches until the
 *    page's load event, gzipped (zlib level 6, as `next start` compresses), against the budget
 *    (130 kB brand pages, 160 kB list pages). "Later" is JS fetched after load (on demand).
 *    "Admin" counts chunks of the Payload admin that the page loads (must be 0).
 * 2. Requests per second and p50/p99 latency of `next start` for Main and a newsroom list:
 *    500 loopback requests each at concurrency 8, after a warm-up.
 */
import zlib from 'node:zlib'

import type { Browser } from 'playwright-core'

import { localePath } from '../src/lib/site/paths'
import { routes } from '../tooling/routes'
import { DESKTOP, launchBrowser, newVisitorContext } from '../tooling/chromium'
import { seededPathResolver } from '../tooling/seeded'
import { withStack } from '../tooling/stack'
import { loadTest } from './lib/load'

const BRAND_BUDGET_KB = 130
const LIST_BUDGET_KB = 160
const REQUESTS = 500
const CONCURRENCY = 8
/** kB as Next.js and the budget count them: 1000 bytes. */
const kB = (bytes: number) => Math.round(bytes / 100) / 10

type Scripts = { initial: Map<string, number>; later: Map<string, number> }

/** The JS chunks a page fetches, with their gzipped sizes, split at the load event. */
async function pageScripts(browser: Browser, url: string, expectStatus = 200): Promise<Scripts> {
  const context = await newVisitorContext(browser, {
    viewport: DESKTOP,
    locale: url.includes('/en') ? 'en-US' : 'ko-KR',
  })
  const scripts: Scripts = { initial: new Map(), later: new Map() }
  try {
    const page = await context.newPage()
    let loaded = false
    const pending: Promise<void>[] = []
    page.on('load', () => (loaded = true))
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (!path.startsWith('/_next/static/') || !path.endsWith('.js')) return
      const bucket = loaded ? scripts.later : scripts.initial
      pending.push(
        request.response().then(async (response) => {
          if (response?.ok()) bucket.set(path, zlib.gzipSync(await response.body()).length)
        }),
      )
    })
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    if (response?.status() !== expectStatus) throw new Error(`${url} answered ${response?.status()}`)
    await Promise.all(pending)
  } finally {
    await context.close()
  }
  return scripts
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0)

async function firstLoadJs(browser: Browser, base: string) {
  const resolve = seededPathResolver(base)
  // The framework floor: a path outside every locale gets Next's own 404, with no layout and no
  // client component of ours, so what it loads is React, the Next runtime and the bundler runtime.
  const floor = await pageScripts(browser, `${base}/missing-file.html`, 404)
  // Chunks of the Payload admin that a public 404 page (framework and site layout) does not load.
  const baseline = await pageScripts(browser, `${base}/this/page/does-not-exist`, 404)
  const admin = await pageScripts(browser, `${base}/admin/login`)
  const known = new Set([...baseline.initial.keys(), ...baseline.later.keys()])
  const adminOnly = new Set([...admin.initial.keys(), ...admin.later.keys()].filter((chunk) => !known.has(chunk)))

  const rows = []
  for (const route of routes.filter((r) => r.status === 200)) {
    const path = localePath('ko', await resolve(route.path))
    const { initial, later } = await pageScripts(browser, base + path)
    const budget = route.list ? LIST_BUDGET_KB : BRAND_BUDGET_KB
    const size = kB(sum(initial))
    const ours = kB(
      [...initial].filter(([chunk]) => !floor.initial.has(chunk)).reduce((total, [, bytes]) => total + bytes, 0),
    )
    const adminChunks = [...initial.keys(), ...later.keys()].filter((chunk) => adminOnly.has(chunk)).length
    rows.push({
      route: route.path,
      'First Load JS kB': size,
      'above floor kB': ours,
      budget,
      ok: size <= budget && adminChunks === 0 ? 'yes' : 'NO',
      chunks: initial.size,
      'later kB': kB(sum(later)),
      admin: adminChunks,
    })
  }
  return { rows, floor: kB(sum(floor.initial)) }
}

async function main() {
  await withStack(process.argv[2], async (base) => {
    const browser = await launchBrowser()
    try {
      console.log(`\nFirst Load JS per route (gzipped; ${base})`)
      const { rows, floor } = await firstLoadJs(browser, base)
      console.table(rows)
      console.log(
        `Framework floor (React, Next.js runtime, bundler runtime; a page with no client code of ours): ${floor} kB`,
      )
      if (floor > BRAND_BUDGET_KB)
        console.log(
          `The floor alone is above the ${BRAND_BUDGET_KB} kB brand budget: no brand page of this stack can meet it; "above floor" is what this site adds.`,
        )
    } finally {
      await browser.close()
    }
    console.log(`\nnext start throughput (${REQUESTS} requests, concurrency ${CONCURRENCY}, loopback)`)
    const korean = { requests: REQUESTS, concurrency: CONCURRENCY, headers: { 'accept-language': 'ko' } }
    console.table([
      { path: '/', ...(await loadTest(`${base}/`, korean)) },
      { path: '/newsroom/report', ...(await loadTest(`${base}/newsroom/report`, korean)) },
    ])
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
