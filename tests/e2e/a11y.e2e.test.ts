import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from '../helpers/messages'
import { routes } from '../../tooling/routes'
import { walkAhead } from '../helpers/walkAhead'
import { resolvePath } from '../helpers/seededPath'

const session = setupBrowser()

// Every route at 1440 px is audited by the route walk (routes.e2e), in the same page load.
// The phone walk audits pages at rest: with reduced motion the home slider does not play (the site
// honours it), so axe never measures a slide's text halfway through its fade (contrast 1.17 seen).
const atRest = { reducedMotion: 'reduce' } as const
describe.each(locales)('axe: no serious or critical violation in %s', (locale) => {
  // Each route is loaded a few ahead of its test (walkAhead): the page's width and what axe found.
  const walked = walkAhead(
    routes.map((r) => r.path),
    async (path) => {
      const { page, close } = await session.ownPage('mobile', atRest)
      try {
        await visit(page, inLocale(locale, await resolvePath(path)))
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        const audit = await expectAccessible(page).then(
          () => '',
          (error: Error) => error.message,
        )
        return { width, audit, csp: await close() }
      } finally {
        await close()
      }
    },
  )

  it.each(routes.map((r) => r.path))('%s at 390 px, with no horizontal scroll', async (path) => {
    const { width, audit, csp } = await walked(path)
    expect(width, 'page wider than the phone').toBeLessThanOrEqual(390)
    expect(audit).toBe('')
    expect(csp, 'Content-Security-Policy violations').toEqual([])
  })

  it('the open mobile menu and the open related-sites list at 390 px', async () => {
    const page = await session.mobilePage(atRest)
    await visit(page, inLocale(locale, '/'))
    await page.getByRole('button', { name: message(locale, 'common', 'menu.open') }).tap()
    // Audit the open states, not the closed ones a tap has not reached yet.
    await page.getByRole('button', { name: message(locale, 'common', 'menu.close') }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: message(locale, 'common', 'menu.close') }).tap()
    const related = page.locator('footer').getByRole('button', { name: message(locale, 'common', 'footer.related') })
    await related.tap()
    await expect.poll(() => related.getAttribute('aria-expanded')).toBe('true')
    await expectAccessible(page)
  })
})
