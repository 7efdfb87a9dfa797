import axe from 'axe-core'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

import { DESKTOP, MOBILE, newVisitorContext } from '../../tooling/chromium'
import { openPainting, paints } from './frames'

export { CHROMIUM_PATH, DESKTOP, launchBrowser, MOBILE } from '../../tooling/chromium'

export type PageOptions = Omit<BrowserContextOptions, 'viewport' | 'baseURL'>

export type BrowserSession = {
  browser: () => Browser
  /** A page in a fresh context (own cookies and storage) at 1440×900. */
  desktopPage: (options?: PageOptions) => Promise<Page>
  /** A touch phone page in a fresh context at 390×844. */
  mobilePage: (options?: PageOptions) => Promise<Page>
  /**
   * A page at `viewport` in a fresh context that no test closes: for work started ahead of the
   * test that reads it (walkAhead). `close` closes it (once) and returns its CSP violations.
   */
  ownPage: (
    viewport: 'desktop' | 'mobile',
    options?: PageOptions,
  ) => Promise<{ page: Page; close: () => Promise<string[]> }>
}

/**
 * Records every Content-Security-Policy violation a page of the context reports (the
 * `securitypolicyviolation` event, listened for before any script of the page runs).
 */
async function recordCspViolations(context: BrowserContext, into: string[]) {
  await context.exposeBinding('__recordCspViolation', ({ page }, text: string) => into.push(`${page.url()}: ${text}`))
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordCspViolation: (text: string) => void }).__recordCspViolation
    document.addEventListener('securitypolicyviolation', (event) =>
      record(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim()),
    )
  })
}

/**
 * The run's one Chromium (started by the global setup), connected to in beforeAll and
 * disconnected from in afterAll; every page gets its own context, closed after each test. Contexts default to a Korean browser (Accept-Language ko-KR),
 * so unprefixed paths stay Korean unless a test asks for another language.
 *
 * Every test that opens a page also proves the site works under its Content-Security-Policy:
 * a test whose pages reported a violation fails, naming the page and what was blocked.
 */
export function setupBrowser(): BrowserSession {
  let browser: Browser | undefined
  let contexts: BrowserContext[] = []
  const cspViolations: string[] = []

  beforeAll(async () => {
    const run = inject('browser')
    if ('error' in run) throw new Error(run.error)
    browser = await chromium.connect(run.wsEndpoint)
  })
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()))
    contexts = []
    const found = cspViolations.splice(0)
    if (found.length > 0) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`)
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** A visitor's context (Korean by default) whose CSP violations go to `violations`. */
  const newContext = async (options: BrowserContextOptions, violations: string[]) => {
    if (!browser)
      throw new Error('the browser is not running (setupBrowser() must be called at the top of a test file)')
    const context = await newVisitorContext(browser, { locale: 'ko-KR', baseURL: inject('baseUrl'), ...options })
    await recordCspViolations(context, violations)
    return context
  }

  const open = async (options: BrowserContextOptions): Promise<Page> => {
    const { page, context } = await openPainting(async () => {
      const context = await newContext(options, cspViolations)
      return { context, page: await context.newPage(), close: () => context.close() }
    })
    contexts.push(context)
    return page
  }

  const viewports = {
    desktop: { viewport: DESKTOP },
    mobile: { viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  }

  return {
    ownPage: async (viewport, options = {}) => {
      const violations: string[] = []
      const { page, context } = await openPainting(async () => {
        const context = await newContext({ ...options, ...viewports[viewport] }, violations)
        return { context, page: await context.newPage(), close: () => context.close() }
      })
      // Closed once, however often asked.
      let closed: Promise<string[]> | undefined
      return { page, close: () => (closed ??= context.close().then(() => violations)) }
    },
    browser: () => {
      if (!browser) throw new Error('the browser is not running')
      return browser
    },
    desktopPage: (options = {}) => open({ ...options, ...viewports.desktop }),
    mobilePage: (options = {}) => open({ ...options, ...viewports.mobile }),
  }
}

/**
 * How long `visit` waits: `idle` (the default), until the network is quiet for 500 ms (hydrated,
 * its scripts, prefetches and late chunks loaded); `document`, until the document is parsed, for a
 * test about where a navigation ends and what its HTML says.
 */
export async function visit(page: Page, path: string, until: 'idle' | 'document' = 'idle') {
  const response = await page.goto(path, { waitUntil: until === 'idle' ? 'networkidle' : 'domcontentloaded' })
  if (!response) throw new Error(`no response for ${path}`)
  // A navigation can move the page to another renderer: say so at once if that one paints no
  // frame (see ./frames), rather than letting the next click wait out its timeout.
  if (!(await paints(page)))
    throw new Error(`${path}: Chromium painted no frame for this page (see tests/helpers/frames.ts)`)
  return response
}

/**
 * The bytes of a finished download. The run's Chromium is a server the tests connect to, where
 * `download.path()` is not available: the file is streamed back instead.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Records uncaught exceptions in the page (hydration failures included) for later assertions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Records every request the page makes, from now on, to an origin other than the one it is on
 * (data: and blob: addresses are the page's own): the admin and the site load nothing from elsewhere.
 */
export function requestsElsewhere(page: Page): string[] {
  const origin = new URL(page.url()).origin
  const elsewhere: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) elsewhere.push(req.url())
  })
  return elsewhere
}

type Violation = axe.Result

function describeViolation(v: Violation): string {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
    .join('\n')
  const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
}

/**
 * Puts axe-core into every frame of the page that lacks it, once. Evaluated through the DevTools
 * protocol, so the page's Content-Security-Policy does not apply (nor report a violation).
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate('typeof window.axe === "object"').catch(() => true)) continue
    await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`).catch(() => {})
  }
}

/**
 * Runs axe-core on the page (its same-origin frames included) and throws, readably, on any serious or critical
 * violation. axe-core directly rather than @axe-core/playwright: that one's analyze() evaluated
 * axe's 550 kB source twice and opened a blank page for every audit, about 2.3 s of the 2-core
 * CI machine's time against 0.7 s here, over some 200 audits a run. Only violations are collected
 * (axe's resultTypes): passes are never read.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await injectAxe(page)
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] })
    return results.violations
  })
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (serious.length > 0) {
    throw new Error(
      `axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${serious.map(describeViolation).join('\n')}`,
    )
  }
}

declare global {
  interface Window {
    axe: typeof axe
  }
}
