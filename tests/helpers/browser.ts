import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

import { DESKTOP, launchBrowser, MOBILE, newVisitorContext } from '../../tooling/chromium'

export { CHROMIUM_PATH, DESKTOP, launchBrowser, MOBILE } from '../../tooling/chromium'

export type PageOptions = Omit<BrowserContextOptions, 'viewport' | 'baseURL'>

export type BrowserSession = {
  browser: () => Browser
  /** A page in a fresh context (own cookies and storage) at 1440×900. */
  desktopPage: (options?: PageOptions) => Promise<Page>
  /** A touch phone page in a fresh context at 390×844. */
  mobilePage: (options?: PageOptions) => Promise<Page>
}

/**
 * One browser per test file: launched in beforeAll, closed in afterAll; every page gets its own
 * context, closed after each test. Contexts default to a Korean browser (Accept-Language ko-KR),
 * so unprefixed paths stay Korean unless a test asks for another language.
 */
export function setupBrowser(): BrowserSession {
  let browser: Browser | undefined
  let contexts: BrowserContext[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()))
    contexts = []
  })
  afterAll(async () => {
    await browser?.close()
  })

  const open = async (options: BrowserContextOptions): Promise<Page> => {
    if (!browser)
      throw new Error('the browser is not running (setupBrowser() must be called at the top of a test file)')
    const context = await newVisitorContext(browser, { locale: 'ko-KR', baseURL: inject('baseUrl'), ...options })
    contexts.push(context)
    return context.newPage()
  }

  return {
    browser: () => {
      if (!browser) throw new Error('the browser is not running')
      return browser
    },
    desktopPage: (options = {}) => open({ ...options, viewport: DESKTOP }),
    mobilePage: (options = {}) =>
      open({ ...options, viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
  }
}

/** Opens a path and waits until the page is idle (hydrated, its scripts loaded). */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  if (!response) throw new Error(`no response for ${path}`)
  return response
}

/** Records uncaught exceptions in the page (hydration failures included) for later assertions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type Violation = AxeResults['violations'][number]

function describeViolation(v: Violation): string {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
    .join('\n')
  const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''
  return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
}

/** Runs axe-core on the page and throws, readably, on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (serious.length > 0) {
    throw new Error(
      `axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${serious.map(describeViolation).join('\n')}`,
    )
  }
}
