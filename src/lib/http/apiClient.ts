import { locales } from '@/i18n/locales'
import { menu, type MenuItem } from '@/lib/site/menu'

/**
 * The browser's one client for the site's JSON API (SPEC §7): every call marks itself as Ajax,
 * names the menu of the page it came from, carries the `testuser` header when the tester's cookie
 * is set (SPEC §6), sends a GET's payload as the query and any other method's as the body
 * (multipart when asked), and rejects any answer but a 200 `success` with its `detail` and `message`.
 */

export const AJAX_HEADER = 'X-Requested-With'
export const MENU_HEADER = 'X-Menu'
export const TEST_USER_HEADER = 'testuser'

type Scalar = string | number | boolean | undefined | null
export type Payload = Record<string, Scalar | Blob | Scalar[]>

export type ApiRequest = {
  path: string
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  payload?: Payload
  /** Sends the payload as multipart/form-data (files), not JSON. */
  multipart?: boolean
  signal?: AbortSignal
}

/** Where a call is made from: the page's path and the document's cookies. */
export type CallSite = { pathname: string; cookie: string }

/** A rejected call: the server's `detail` and `message` (or what the client could tell). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The path without its locale segment (`/en/notice` and `/notice` name one page). */
const withoutLocale = (pathname: string): string => {
  const [, first = '', ...rest] = pathname.split('/')
  return (locales as readonly string[]).includes(first) ? `/${rest.join('/')}` : pathname
}

const covers = (item: MenuItem, path: string) => {
  const base = item.path.replace(/\/0$/, '')
  return path === item.path || path === base || path.startsWith(`${base}/`)
}

/** The menu key of a page (`newsroom.report` for a press release); undefined off the menu (Main). */
export function menuKeyOf(pathname: string): string | undefined {
  const path = withoutLocale(pathname)
  for (const section of menu) {
    const child = section.children?.find((item) => covers(item, path))
    if (child) return child.key
    if (covers(section, path)) return section.key
  }
  return undefined
}

/** The tester's cookie, unless it is missing or the string `null` (SPEC §6). */
export function testUserOf(cookie: string): string | undefined {
  const found = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TEST_USER_HEADER}=`))
  const value = found ? decodeURIComponent(found.slice(TEST_USER_HEADER.length + 1)) : undefined
  return value && value !== 'null' ? value : undefined
}

function query(payload: Payload = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '' || item instanceof Blob) continue
      params.append(key, String(item))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function formData(payload: Payload = {}): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      form.append(key, item instanceof Blob ? item : String(item))
    }
  }
  return form
}

/** The URL and fetch options of a call made from `site`. */
export function buildRequest(request: ApiRequest, site: CallSite): { url: string; init: RequestInit } {
  const method = request.method ?? 'GET'
  const headers: Record<string, string> = { [AJAX_HEADER]: 'XMLHttpRequest' }
  const menuKey = menuKeyOf(site.pathname)
  if (menuKey) headers[MENU_HEADER] = menuKey
  const testUser = testUserOf(site.cookie)
  if (testUser) headers[TEST_USER_HEADER] = testUser
  if (method === 'GET')
    return { url: request.path + query(request.payload), init: { method, headers, signal: request.signal } }
  // multipart: fetch writes the content type itself, with the boundary the body needs.
  if (request.multipart)
    return { url: request.path, init: { method, headers, body: formData(request.payload), signal: request.signal } }
  headers['Content-Type'] = 'application/json'
  return {
    url: request.path,
    init: { method, headers, body: JSON.stringify(request.payload ?? {}), signal: request.signal },
  }
}

type Envelope<T> = { detail?: string; message?: string; data?: T }

/** Calls the API; resolves with `data` of a 200 `success`, rejects with an ApiError otherwise. */
export async function apiCall<T>(
  request: ApiRequest,
  site: CallSite = { pathname: location.pathname, cookie: document.cookie },
  send: typeof fetch = fetch,
): Promise<T> {
  const { url, init } = buildRequest(request, site)
  const response = await send(url, init)
  const body = (await response.json().catch(() => null)) as Envelope<T> | null
  if (response.status !== 200 || body?.detail !== 'success')
    throw new ApiError(
      response.status,
      body?.detail ?? 'fail',
      body?.message ?? `${request.path} answered ${response.status}`,
    )
  return body.data as T
}
