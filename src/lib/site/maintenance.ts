import type { NextRequest } from 'next/server'

import en from '../../i18n/locales/en/common.json'
import ko from '../../i18n/locales/ko/common.json'
import type { Locale } from '../../i18n/locales'

/** How long the proxy trusts its last reading of the switch: a flip shows within seconds. */
const TTL_MS = 2000
/** The read's own time limit; it also bounds how old a shared reading can be (see below). */
const READ_TIMEOUT_MS = 1500
let cache: { on: boolean; at: number } | undefined
let reading: Promise<boolean> | undefined

/**
 * Reads the site-settings maintenance switch through the app's own `/api/maintenance` (the proxy
 * runs before any page and must stay light), remembering the answer for two seconds. If the API
 * cannot answer, the site is not put into maintenance by a hiccup.
 *
 * One reading at a time: the requests that find the answer expired while a reading is on its way
 * wait for that reading instead of each starting their own (under load, every visitor of that
 * moment asked the API at once, every two seconds). It started at most 1.5 s before any of them,
 * so it is still younger than the two seconds a switch may take to show.
 */
export async function isMaintenanceOn(request: NextRequest): Promise<boolean> {
  const now = Date.now()
  if (cache && now - cache.at < TTL_MS) return cache.on
  reading ??= readSwitch(request, now).finally(() => {
    reading = undefined
  })
  return reading
}

async function readSwitch(request: NextRequest, now: number): Promise<boolean> {
  let on = cache?.on ?? false
  const ask = async () => {
    const res = await fetch(new URL('/api/maintenance', request.url), {
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      cache: 'no-store',
    })
    return res.ok ? Boolean(((await res.json()) as { maintenanceMode?: boolean }).maintenanceMode) : on
  }
  // Every public page waits for this one reading: it must end at its limit even when the fetch
  // ignores its abort signal (a CI run saw every page hang while the API and the admin answered).
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('maintenance switch read timed out')), READ_TIMEOUT_MS + 100)
  })
  try {
    on = await Promise.race([ask(), limit])
  } catch {
    // keep the last known state
  } finally {
    clearTimeout(timer)
  }
  cache = { on, at: now }
  return on
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The maintenance page of SPEC §8, self-contained, with status 503 and Retry-After. */
export function maintenanceResponse(locale: Locale): Response {
  const t = (locale === 'en' ? en : ko).errors.maintenance
  const brand = (locale === 'en' ? en : ko).brand.name
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)} | ${escape(brand)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1b1f23;background:#f6f7f9;word-break:keep-all}main{max-width:560px;padding:2rem;text-align:center}h1{font-size:2rem;margin:0 0 1rem}p{line-height:1.7;color:#4a5057}.mark{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:16px;background:#087f5b;color:#fff;font-weight:800;margin-bottom:1.5rem}</style></head><body><main><div class="mark" aria-hidden="true">${locale === 'en' ? 'BF' : '배'}</div><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p></main></body></html>`
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '300', 'cache-control': 'no-store' },
  })
}
