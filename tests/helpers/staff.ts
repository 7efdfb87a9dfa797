import type { Page } from 'playwright-core'
import { inject } from 'vitest'

import type { Role } from '../../src/lib/auth/staffRoles'
import { devAccounts } from '../../seed/devAccounts'
import type { BrowserSession } from './browser'
import { bearer, login, request } from './http'

/** The seeded dev account of a role (seed/devAccounts.ts). */
export function devAccount(role: Role) {
  const found = devAccounts.find((a) => a.role === role)
  if (!found) throw new Error(`no dev ${role} account in seed/devAccounts.ts`)
  return found
}

/** A staff member of the role, logged in through the REST API as the admin would be. */
export const staffToken = (role: Role) => login(devAccount(role).email, devAccount(role).password)

/** The seeded dev editor's token. */
export const editorToken = () => staffToken('editor')

/**
 * A page logged in to Payload's admin as the seeded account of the role, with the browser's
 * language given (the admin follows it). By default the sign-in goes through the REST API and the
 * page gets its session cookie, as the admin's own form would set it: the form page is rendered
 * once per test that asks for `'form'`, not on every staff test.
 */
export async function adminPage(
  session: BrowserSession,
  role: Role,
  locale: 'en-US' | 'ko-KR' = 'en-US',
  signIn: 'cookie' | 'form' = 'cookie',
): Promise<Page> {
  const { email, password } = devAccount(role)
  const page = await session.desktopPage({ locale })
  if (signIn === 'form') {
    await page.goto('/admin/login', { waitUntil: 'networkidle' })
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(password)
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.pathname === '/admin')
  } else {
    const token = await login(email, password)
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' }])
    await page.goto('/admin')
  }
  // The login moves on client-side: wait for the dashboard itself, so that a test counting what
  // the role must not see counts on a rendered dashboard, not on an empty page.
  await page.locator('.dashboard .card').first().waitFor()
  // And for the page to be hydrated (its scripts loaded, the network quiet): a click on one of
  // the dashboard's links while React was still taking over the server's HTML was once lost,
  // leaving the test waiting for a navigation that never started.
  await page.waitForLoadState('networkidle')
  return page
}

/** A JSON write to Payload's REST API as the given staff user; throws unless it succeeds. */
export async function staffWrite<T = unknown>(
  token: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** Sets the site-settings maintenance switch. */
export const setMaintenance = (token: string, on: boolean) =>
  staffWrite(token, 'POST', '/api/globals/site-settings', { maintenanceMode: on })

/** Polls `check` every 200 ms until it returns true or `timeoutMs` passes; returns the elapsed ms. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not seen within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
