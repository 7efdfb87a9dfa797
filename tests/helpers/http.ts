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
        return { id, status: String((await request(`/api/${collection}/${id}`, { method: 'DELETE', headers: bearer(token) })).status) }
      } catch (error) {
        return { id, status: error instanceof Error ? error.message : String(error) }
      }
    }),
  )
  const failed = outcomes.filter((o) => o.status !== '200')
  if (failed.length) throw new Error(`could not delete ${collection}: ${failed.map((o) => `${o.id} (${o.status})`).join(', ')}`)
}
