import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { getLegacy } from '../helpers/http'
import { inLocale, message } from '../helpers/messages'
import { resolvePath } from '../helpers/seededPath'

const session = setupBrowser()
/** SPEC §2/§9: the toast shows for 3000 ms. */
const TOAST_MS = 3000
/** How much later than the click a starved page may draw the toast (its timer starts at the click). */
const SHOW_SLACK_MS = 1000
/** How much later than its timer a starved page may take it down: the bound catches a toast that stays. */
const HIDE_SLACK_MS = 5000

async function sharePage() {
  const page = await session.desktopPage({ permissions: ['clipboard-read', 'clipboard-write'] })
  // Sharing pages are third-party sites: never fetched from a test.
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
    )
  return page
}

/** A channel button, named as the widget names it: sharing pages say they open a new window. */
function shareButton(page: Page, locale: Locale, channel: string) {
  const label = message(locale, 'common', `share.${channel}`)
  const name =
    channel === 'copy' || channel === 'mail' ? label : `${label} (${message(locale, 'common', 'list.newWindow')})`
  return page
    .getByRole('group', { name: message(locale, 'common', 'share.title') })
    .first()
    .getByRole('button', { name, exact: true })
}

type ToastTimes = { clickedAt: number; shownAt: number; hiddenAt: number }
type ToastWindow = { __toastTimes?: Promise<ToastTimes> }

/**
 * Times a toast inside the page, on its own performance.now() clock: the click (a capturing
 * listener, which runs before the widget's handler), and the moments a status region starts and
 * stops showing `text` (a MutationObserver). Call before the click; await `.times()` after it.
 */
async function watchToast(page: Page, text: string) {
  await page.evaluate(
    ({ text, giveUpMs }) => {
      const state: Partial<ToastTimes> = {}
      const showing = () =>
        [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes(text))
      ;(window as ToastWindow).__toastTimes = new Promise<ToastTimes>((resolve, reject) => {
        window.addEventListener('click', () => (state.clickedAt ??= performance.now()), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          const now = performance.now()
          if (state.shownAt === undefined && showing()) state.shownAt = now
          else if (state.shownAt !== undefined && !showing()) {
            observer.disconnect()
            resolve({ clickedAt: state.clickedAt ?? Number.NaN, shownAt: state.shownAt, hiddenAt: now })
          }
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(
          () =>
            reject(
              new Error(`the toast "${text}" did not come and go within ${giveUpMs} ms: ${JSON.stringify(state)}`),
            ),
          giveUpMs,
        )
      })
    },
    { text, giveUpMs: TOAST_MS + 10_000 },
  )
  return { times: () => page.evaluate(() => (window as ToastWindow).__toastTimes!) }
}

/** Clicks copy link; returns what landed on the clipboard, after checking the 3 s toast. */
async function copyLink(page: Page, locale: Locale): Promise<string> {
  expect(message(locale, 'common', 'share.copied')).toBe({ ko: 'URL이 복사되었습니다.', en: 'URL copied' }[locale])
  const watch = await watchToast(page, message(locale, 'common', 'share.copied'))
  await shareButton(page, locale, 'copy').click()
  const toast = page.getByRole('status').filter({ hasText: message(locale, 'common', 'share.copied') })
  await expect.poll(() => toast.isVisible()).toBe(true)
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())

  // Measured in the page: gone no sooner than 3000 ms after the click, and on screen for 3000 ms
  // (less the render that put it up, plus a late timer on a busy machine).
  const { clickedAt, shownAt, hiddenAt } = await watch.times()
  expect(hiddenAt - clickedAt, 'from the click until the toast left').toBeGreaterThanOrEqual(TOAST_MS - 1)
  expect(hiddenAt - shownAt, 'how long the toast was on screen').toBeGreaterThan(TOAST_MS - SHOW_SLACK_MS)
  expect(hiddenAt - shownAt, 'how long the toast was on screen').toBeLessThan(TOAST_MS + HIDE_SLACK_MS)
  expect(await toast.count()).toBe(0)
  return clipboard
}

describe.each(locales)('share widget in %s', (locale) => {
  it('copy link on the fonts page copies the fonts page URL and shows "URL copied" (in its language) for 3 s', async () => {
    const page = await sharePage()
    await visit(page, inLocale(locale, '/fonts'))
    const origin = new URL(page.url()).origin
    expect(await copyLink(page, locale)).toBe(`${origin}${inLocale(locale, '/fonts')}`)
  })

  it('copy link on a press release gives the content share URL, which opens the article in that language', async () => {
    const path = await resolvePath('/newsroom/report/detail/{pressReleaseId}')
    const id = path.split('/').pop()
    const page = await sharePage()
    await visit(page, inLocale(locale, path))
    const origin = new URL(page.url()).origin
    const url = await copyLink(page, locale)
    expect(url).toBe(`${origin}/content/report/${id}?lang=${locale === 'en' ? 'EN' : 'KR'}`)

    // Someone whose browser prefers the other language opens it in the shared language.
    const visitor = await session.desktopPage({ locale: locale === 'en' ? 'ko-KR' : 'en-US' })
    await visit(visitor, url.slice(origin.length))
    expect(new URL(visitor.url()).pathname).toBe(inLocale(locale, path))
    expect(await visitor.locator('html').getAttribute('lang')).toBe(locale)
  })

  it("the microblog opens in a 400×400 popup with the fonts page's share title and URL", async () => {
    const page = await sharePage()
    await visit(page, inLocale(locale, '/fonts'))
    const [popup] = await Promise.all([page.waitForEvent('popup'), shareButton(page, locale, 'x').click()])
    await popup.waitForLoadState()
    const target = new URL(popup.url())
    expect(target.origin + target.pathname).toBe('https://twitter.com/intent/tweet')
    expect(target.searchParams.get('url')).toBe(`${new URL(page.url()).origin}${inLocale(locale, '/fonts')}`)
    expect(target.searchParams.get('text')).toBe(message(locale, 'library', 'fonts.shareTitle'))
    const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight }))
    expect(size).toEqual({ w: 400, h: 400 })
  })

  it("the microblog shares a press release under the item's own title (its h1) and its content URL", async () => {
    const path = await resolvePath('/newsroom/report/detail/{pressReleaseId}')
    const id = Number(path.split('/').pop())
    const { body } = await getLegacy<{ list: { reportSeq: number; reportTitle: string }[] }>(
      `/api/report?pageNumber=1&pageSize=1&lang=${locale}`,
    )
    const item = body.data!.list[0]
    expect(item.reportSeq).toBe(id)
    const page = await sharePage()
    await visit(page, inLocale(locale, path))
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(item.reportTitle)

    const [popup] = await Promise.all([page.waitForEvent('popup'), shareButton(page, locale, 'x').click()])
    await popup.waitForLoadState()
    const target = new URL(popup.url())
    expect(target.searchParams.get('text')).toBe(item.reportTitle)
    expect(target.searchParams.get('url')).toBe(
      `${new URL(page.url()).origin}/content/report/${id}?lang=${locale === 'en' ? 'EN' : 'KR'}`,
    )
  })

  // The chat app (on the music page) and the social network (on the fonts page): their own
  // sharing pages, in a new tab, with the page's address.
  it.each([
    { channel: 'kakao', path: '/music', sharer: 'https://sharer.kakao.com/talk/friends/picker/link', param: 'url' },
    { channel: 'facebook', path: '/fonts', sharer: 'https://www.facebook.com/sharer/sharer.php', param: 'u' },
  ])('$channel opens its sharing page in a new tab with the $path URL', async ({ channel, path, sharer, param }) => {
    const page = await sharePage()
    await visit(page, inLocale(locale, path))
    const [tab] = await Promise.all([page.waitForEvent('popup'), shareButton(page, locale, channel).click()])
    await tab.waitForLoadState()
    const target = new URL(tab.url())
    expect(target.origin + target.pathname).toBe(sharer)
    expect(target.searchParams.get(param)).toBe(`${new URL(page.url()).origin}${inLocale(locale, path)}`)
  })

  it('mail hands a drafted message (title as subject, page URL in the body) to the mail app and stays on the page', async () => {
    const page = await sharePage()
    await visit(page, inLocale(locale, '/fonts'))
    // Chromium reports the hand-over to the system's mail handler on the console.
    const handedOver = new Promise<string>((resolve) =>
      page.on('console', (msg) => {
        const found = /external handler for '(mailto:[^']+)'/.exec(msg.text())
        if (found) resolve(found[1])
      }),
    )
    await shareButton(page, locale, 'mail').click()
    const mail = new URLSearchParams((await handedOver).slice('mailto:?'.length))
    expect(mail.get('subject')).toBe(message(locale, 'library', 'fonts.shareTitle'))
    expect(mail.get('body')).toContain(`${new URL(page.url()).origin}${inLocale(locale, '/fonts')}`)
    expect(new URL(page.url()).pathname).toBe(inLocale(locale, '/fonts'))
  })
})
