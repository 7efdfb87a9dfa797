import { inject } from 'vitest'

export type Envelope<T = unknown> = { detail: 'success' | 'fail'; data?: T; message?: string }

/** A real HTTP request to the app under test. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${inject('baseUrl')}${path}`, { redirect: 'manual', ...init })
}

/** GET a legacy endpoint and return its status and parsed envelope. */
export async function getLegacy<T = unknown>(path: string, init?: RequestInit) {
  const res = await request(path, init)
  const body = (await res.json()) as Envelope<T>
  return { status: res.status, body, headers: res.headers }
}

/** Logs a staff user in through the REST API and returns the JWT. */
export async function login(email: string, password: string): Promise<string> {
  const res = await request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

export const bearer = (token?: string): HeadersInit => (token ? { Authorization: `JWT ${token}` } : {})

/** Deletes every listed document as the given staff user: all are tried before any failure is reported. */
export async function deleteDocs(collection: string, ids: number[], token: string): Promise<void> {
  const outcomes = await Promise.all(
    ids.map(async (id) => {
      try {
        return {
          id,
          status: String(
            (await request(`/api/${collection}/${id}`, { method: 'DELETE', headers: bearer(token) })).status,
          ),
        }
      } catch (error) {
        return { id, status: error instanceof Error ? error.message : String(error) }
      }
    }),
  )
  const failed = outcomes.filter((o) => o.status !== '200')
  if (failed.length)
    throw new Error(`could not delete ${collection}: ${failed.map((o) => `${o.id} (${o.status})`).join(', ')}`)
}

/**
 * Requests a cached page until Next serves it fresh from its cache (`x-nextjs-cache: HIT`). A
 * page older than its revalidate time is served STALE while a re-render runs in the background;
 * a save landing during that render shows only after the hooks' second expiry, 10 s later (see
 * docs/public-site.md), so a test that proves a save's effect within seconds first waits for the page to
 * settle.
 */
export async function settledPage(path: string, withinMs = 30_000): Promise<string> {
  const started = Date.now()
  for (;;) {
    const res = await request(path)
    const body = await res.text()
    if (res.status === 200 && res.headers.get('x-nextjs-cache') === 'HIT') return body
    if (Date.now() - started > withinMs)
      throw new Error(
        `${path} was not served fresh from the cache within ${withinMs} ms (last: ${res.status} ${res.headers.get('x-nextjs-cache')})`,
      )
    await new Promise((r) => setTimeout(r, 200))
  }
}
