import { devAccounts } from '../seed/devAccounts'

/**
 * An `Authorization` header value for the seeded dev editor, signed in through the running app at
 * `baseUrl`: Payload's REST serves staff only. For stacks outside production (tests, bench, screenshots).
 */
export async function editorAuthorization(baseUrl: string): Promise<string> {
  const editor = devAccounts.find((account) => account.role === 'editor')!
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (!token) throw new Error(`the seeded editor could not sign in (${res.status})`)
  return `JWT ${token}`
}
