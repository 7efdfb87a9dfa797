/**
 * Page weight and speed of the public site (a benchmark, not a test):
 *   npm run bench:pages                 starts its own stack (fresh Postgres, seed, production
 *                                       build if stale, the server) and stops it after
 *   npm run bench:pages -- <baseUrl>    measures an app that is already running (`npm start`)
 *
 * 1. JS per route: every script from /_next/static that Chromium fetches until the page's load
 *    event, gzipped (zlib level 6, as the server compresses). The budget (DESIGN.md, "Page
 *    weight") counts what the site adds above the framework floor (React, the Next.js runtime):
 *    12 kB on brand pages, 25 kB on list, search and form pages. "Later" is JS fetched after load (on
 *    demand). "Admin" counts chunks of the Payload admin that the page loads (must be 0).
 * 2. Lighthouse mobile performance per route type, Korean and English (median of
 *    LIGHTHOUSE_RUNS runs, default 3; the goal is 95): score, FCP, LCP, TBT, CLS, Speed Index.
 * 3. Requests per second and p50/p99 latency of the server for Main and a newsroom list:
 *    500 loopback requests each at concurrency 8, after a warm-up.
 */
import zlib from 'node:zlib'

import type { Browser } from 'playwright-core'

import { localePath } from '../src/lib/site/paths'
import { routes } from '../tooling/routes'
import { DESKTOP, launchBrowser, newVisitorContext } from '../tooling/chromium'
import { seededPathResolver } from '../tooling/seeded'
import { withStack } from '../tooling/stack'
import { withLighthouse, type LighthouseResult } from './lib/lighthouse'
import { loadTest } from './lib/load'

/** What the site may add above the framework floor (DESIGN.md, "Page weight"). */
const BRAND_BUDGET_KB = 12
const LIST_BUDGET_KB = 25
/**
 * Pages that are a form: the inquiry tabs, the ethics forms and the reporter's status page.
 * DESIGN.md names a reading budget (brand pages) and an interactive one (lists, search); a form is
 * interactive, and react-hook-form, the stack's decided form library, is 12.6 kB before any code of
 * ours, more than the reading budget. Forms are held to the interactive budget.
 */
const FORM_PAGE = /^\/(?:question|information-center)\//
const LIGHTHOUSE_GOAL = 95
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3
/** One route of each type that Lighthouse measures, in both languages. */
const LIGHTHOUSE_ROUTES = [
  { type: 'Main', path: '/' },
  { type: 'brand page', path: '/company/history' },
  { type: 'fonts', path: '/fonts' },
  { type: 'press list', path: '/newsroom/report' },
  { type: 'press release', path: '/newsroom/report/detail/{pressReleaseId}' },
]
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
    const budget = route.list || FORM_PAGE.test(route.path) ? LIST_BUDGET_KB : BRAND_BUDGET_KB
    const ours = kB(
      [...initial].filter(([chunk]) => !floor.initial.has(chunk)).reduce((total, [, bytes]) => total + bytes, 0),
    )
    const adminChunks = [...initial.keys(), ...later.keys()].filter((chunk) => adminOnly.has(chunk)).length
    rows.push({
      route: route.path,
      'above floor kB': ours,
      budget,
      'First Load JS kB': kB(sum(initial)),
      ok: ours <= budget && adminChunks === 0 ? 'yes' : 'NO',
      chunks: initial.size,
      'later kB': kB(sum(later)),
      admin: adminChunks,
    })
  }
  return { rows, floor: kB(sum(floor.initial)) }
}

const median = (runs: LighthouseResult[]) =>
  [...runs].sort((a, b) => a.score - b.score || a.lcp - b.lcp)[Math.floor(runs.length / 2)]

/** The median Lighthouse run (by score) of each route type, Korean then English. */
async function lighthouseScores(base: string) {
  const resolve = seededPathResolver(base)
  return withLighthouse(async (audit) => {
    const rows = []
    for (const locale of ['ko', 'en'] as const) {
      for (const { type, path } of LIGHTHOUSE_ROUTES) {
        const url = base + localePath(locale, await resolve(path))
        const runs: LighthouseResult[] = []
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await audit(url, locale))
        const run = median(runs)
        rows.push({
          route: `${type} (${locale})`,
          score: run.score,
          ok: run.score >= LIGHTHOUSE_GOAL ? 'yes' : 'NO',
          'FCP ms': Math.round(run.fcp),
          'LCP ms': Math.round(run.lcp),
          'TBT ms': Math.round(run.tbt),
          CLS: Math.round(run.cls * 1000) / 1000,
          'SI ms': Math.round(run.si),
          runs: runs.map((r) => r.score).join(' '),
        })
      }
    }
    return rows
  })
}

async function main() {
  await withStack(process.argv[2], async (base) => {
    const browser = await launchBrowser()
    try {
      const { rows, floor } = await firstLoadJs(browser, base)
      console.log(
        `\nJS per route above the framework floor of ${floor} kB (gzipped; budget ${BRAND_BUDGET_KB} kB brand pages, ${LIST_BUDGET_KB} kB lists, search and forms; ${base})`,
      )
      console.table(rows)
      console.log(
        `Framework floor (React, Next.js runtime, bundler runtime; a page with no client code of ours): ${floor} kB. First Load JS = floor + above floor.`,
      )
    } finally {
      await browser.close()
    }
    console.log(
      `\nLighthouse mobile performance (simulated slow 4G, 4x CPU slowdown; median of ${LIGHTHOUSE_RUNS}; goal ${LIGHTHOUSE_GOAL})`,
    )
    console.table(await lighthouseScores(base))
    console.log(`\nServer throughput (${REQUESTS} requests, concurrency ${CONCURRENCY}, loopback)`)
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
