import { devAccounts } from '../../seed/devAccounts'
import { bearer, login, request } from '../helpers/http'

/** The seeded dev editor, logged in through the REST API as an editor in the admin would be. */
export async function editorToken(): Promise<string> {
  const editor = devAccounts.find((a) => a.role === 'editor')
  if (!editor) throw new Error('no dev editor account in seed/devAccounts.ts')
  return login(editor.email, editor.password)
}

/** A JSON write to Payload's REST API as the given staff user; throws unless it succeeds. */
export async function staffWrite<T = unknown>(token: string, method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await request(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** Sets the site-settings maintenance switch. */
export const setMaintenance = (token: string, on: boolean) => staffWrite(token, 'POST', '/api/globals/site-settings', { maintenanceMode: on })

/** Polls `check` every 200 ms until it returns true or `timeoutMs` passes; returns the elapsed ms. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not seen within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
