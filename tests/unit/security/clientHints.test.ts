import { describe, expect, it } from 'vitest'

import { ADMIN_PATHS, clientHintsOnAdminOnly } from '@/lib/site/clientHints'

const hints = [
  { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
  { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
]
const privatePage = { source: '/information-center/report', headers: [{ key: 'Cache-Control', value: 'no-store' }] }

describe("Payload's client hints, on the admin only", () => {
  it("moves withPayload's every-path hints onto the admin's paths and keeps the site's own rules", () => {
    expect(clientHintsOnAdminOnly([privatePage, { source: '/:path*', headers: hints }])).toEqual([
      privatePage,
      { source: ADMIN_PATHS, headers: hints },
    ])
  })

  it('keeps the other headers of a rule that also carried hints', () => {
    const poweredBy = { key: 'X-Powered-By', value: 'Next.js, Payload' }
    expect(clientHintsOnAdminOnly([{ source: '/:path*', headers: [...hints, poweredBy] }])).toEqual([
      { source: '/:path*', headers: [poweredBy] },
      { source: ADMIN_PATHS, headers: hints },
    ])
  })

  it('leaves rules alone when Payload sends no hints', () => {
    expect(clientHintsOnAdminOnly([privatePage])).toEqual([privatePage])
  })
})
