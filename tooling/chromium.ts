import fs from 'node:fs'

import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
} from 'playwright-core'

/** Debian's Chromium (CI installs it with apt); a browser is never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const DESKTOP = { width: 1440, height: 900 } as const
export const MOBILE = { width: 390, height: 844 } as const

/** Fails with the command that installs Chromium when it is missing: a browser is never downloaded. */
function requireChromium() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests use Debian's package: ` +
        '`apt-get install chromium fonts-nanum` (as .ci/run does), or set CHROMIUM_PATH. Browsers are never downloaded.',
    )
  }
}

/**
 * Launches headless Chromium, or fails with the command that installs it. `extraArgs` are added to
 * the usual flags (the page benchmark opens a DevTools port for Lighthouse).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  requireChromium()
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] })
}

/**
 * Headless Chromium that other processes connect to (`chromium.connect(wsEndpoint())`): a test
 * run starts one and every test file opens its own contexts in it.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  requireChromium()
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A browser context that plays a visitor. Headless Chromium announces itself as `HeadlessChrome`,
 * which the site (rightly, as for any headless scraper) treats as a crawler and always serves in
 * Korean; every context of the tests and scripts therefore sends Chromium's own user agent minus
 * "Headless". A test that means to be a crawler passes its own `userAgent`.
 */
export function newVisitorContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`
  return browser.newContext({ userAgent, ...options })
}
