/**
 * Full-page screenshots of the public site for review, at 390 px and 1440 px in both languages:
 *   npm run screenshots                 starts its own stack (fresh Postgres, seed, build if
 *                                       stale, the server), like the tests, and stops it after
 *   npm run screenshots -- <baseUrl>    uses an app that is already running
 * PNGs go to screenshots/ (git-ignored), named <page>-<locale>-<width>.png.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, Page } from 'playwright-core'

import { locales, type Locale } from '../src/i18n/locales'
import { localePath } from '../src/lib/site/paths'
import { DESKTOP, launchBrowser, MOBILE, newVisitorContext } from '../tooling/chromium'
import { seededPathResolver } from '../tooling/seeded'
import { withStack } from '../tooling/stack'

const PAGES = [
  { name: 'main', path: '/' },
  { name: 'newsroom-report', path: '/newsroom/report' },
  { name: 'newsroom-report-detail', path: '/newsroom/report/detail/{pressReleaseId}' },
  { name: 'fonts', path: '/fonts' },
  { name: 'company-history', path: '/company/history' },
]
const OUT = path.resolve('screenshots')

/** Scrolls through the page so lazy images load, then back to the top, and waits for quiet. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(400) // the header's slide-in transition after scrolling back up
}

async function shoot(browser: Browser, url: string, locale: Locale, width: 'mobile' | 'desktop', file: string) {
  const context = await newVisitorContext(browser, {
    locale: locale === 'ko' ? 'ko-KR' : 'en-US',
    // Stable pictures: sliders and transitions stand still.
    reducedMotion: 'reduce',
    ...(width === 'mobile'
      ? { viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: DESKTOP }),
  })
  try {
    const page = await context.newPage()
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`)
    await settle(page)
    await page.screenshot({ path: file, fullPage: true })
  } finally {
    await context.close()
  }
}

async function main() {
  await withStack(process.argv[2], async (baseUrl) => {
    const browser = await launchBrowser()
    try {
      fs.mkdirSync(OUT, { recursive: true })
      const resolve = seededPathResolver(baseUrl)
      for (const { name, path: route } of PAGES) {
        const resolved = await resolve(route)
        for (const locale of locales) {
          for (const [width, px] of [
            ['mobile', MOBILE.width],
            ['desktop', DESKTOP.width],
          ] as const) {
            const file = path.join(OUT, `${name}-${locale}-${px}.png`)
            await shoot(browser, baseUrl + localePath(locale, resolved), locale, width, file)
            console.log(`  ${path.relative(process.cwd(), file)}`)
          }
        }
      }
    } finally {
      await browser.close()
    }
  })
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
