import { describe, expect, it } from 'vitest'

import { request } from '../helpers/http'

/** The colour-scheme client-hint headers a response carries, by lower-case name. */
async function hintHeaders(path: string) {
  const res = await request(path)
  await res.arrayBuffer()
  return {
    status: res.status,
    acceptCh: res.headers.get('accept-ch'),
    criticalCh: res.headers.get('critical-ch'),
    vary: res.headers.get('vary') ?? '',
  }
}

describe('client hints (a visitor’s first navigation is never restarted)', () => {
  it.each(['/', '/en', '/newsroom/report', '/en/company/history', '/api/report?pageSize=1'])(
    '%s asks for no client hint and does not vary on the colour scheme',
    async (path) => {
      const headers = await hintHeaders(path)
      expect(headers.status).toBe(200)
      expect(headers.acceptCh).toBeNull()
      expect(headers.criticalCh).toBeNull()
      expect(headers.vary).not.toMatch(/sec-ch-prefers-color-scheme/i)
    },
  )

  it('the admin still asks for the colour scheme it themes itself by', async () => {
    const headers = await hintHeaders('/admin/login')
    expect(headers.status).toBe(200)
    expect(headers.acceptCh).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(headers.criticalCh).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
