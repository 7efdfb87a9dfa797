import { expect } from 'vitest'

type ErrorBody = { errors: { message: string }[] }

/** A clear client error: the expected status, a JSON message, and nothing of the server's insides. */
export async function expectClearError(res: Response, statuses: number[], what: string): Promise<string> {
  const text = await res.text()
  expect(statuses, `${what}: ${res.status} ${text}`).toContain(res.status)
  expect(res.headers.get('content-type'), what).toMatch(/application\/json/)
  const message =
    (JSON.parse(text) as ErrorBody).errors?.[0]?.message ?? (JSON.parse(text) as { message?: string }).message
  expect(message, what).toBeTruthy()
  expect(message, what).not.toMatch(/unknown error|something went wrong/i)
  expect(text, what).not.toMatch(/"stack"|\bat \S+ \(|node_modules|\.js:\d+/)
  return message!
}
