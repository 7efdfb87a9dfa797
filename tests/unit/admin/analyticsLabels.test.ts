import { describe, expect, it } from 'vitest'

import { siteTextLabel } from '@/admin/analytics/labels'
import { fixedKinds } from '@/lib/analytics/elements'

describe("the analytics view's names of service cards and share channels", () => {
  it('are the texts the site shows, in the admin language', () => {
    expect(siteTextLabel('en', 'service', 'order')).toBe('Delivery & pick-up')
    expect(siteTextLabel('en', 'service', 'culture')).toBe('Service culture')
    expect(siteTextLabel('ko', 'share', 'kakao')).toBe('카카오톡')
    expect(siteTextLabel('en', 'share', 'copy')).not.toBe(siteTextLabel('ko', 'share', 'copy'))
  })

  it('name every tracked card and channel in both languages, never by a message key', () => {
    for (const locale of ['ko', 'en'] as const)
      for (const kind of ['service', 'share'] as const)
        for (const key of fixedKinds[kind]) {
          const name = siteTextLabel(locale, kind, key)
          expect(name, `${locale} ${kind}:${key}`).not.toMatch(/^(services|share)\./)
          expect(name.trim(), `${locale} ${kind}:${key}`).not.toBe('')
        }
  })
})
