import { describe, expect, it } from 'vitest'

import { contentDisposition } from '@/lib/submissions/download'
import { isSameOrigin } from '@/lib/guards/origin'
import { newReceiptNumber, RECEIPT_PATTERN } from '@/lib/submissions/receipt'

describe('isSameOrigin', () => {
  const h = (headers: Record<string, string>) => new Headers(headers)

  it('accepts the Host the request was sent to, on either scheme', () => {
    expect(isSameOrigin(h({ origin: 'http://localhost:3000', host: 'localhost:3000' }), undefined, 0)).toBe(true)
    expect(isSameOrigin(h({ origin: 'https://www.example.kr', host: 'www.example.kr' }), undefined, 0)).toBe(true)
  })

  it('accepts SERVER_URL when a proxy changes the Host', () => {
    expect(
      isSameOrigin(h({ origin: 'https://www.example.kr', host: '127.0.0.1:3000' }), 'https://www.example.kr', 0),
    ).toBe(true)
  })

  it('accepts X-Forwarded-Host only from a trusted proxy', () => {
    const headers = h({ origin: 'https://www.example.kr', host: 'app:3000', 'x-forwarded-host': 'www.example.kr' })
    expect(isSameOrigin(headers, undefined, 1)).toBe(true)
    expect(isSameOrigin(headers, undefined, 0)).toBe(false)
  })

  it.each([
    ['another site', { origin: 'https://evil.example', host: 'www.example.kr' }],
    ['another port', { origin: 'http://localhost:1', host: 'localhost:3000' }],
    ['a look-alike host', { origin: 'https://www.example.kr.evil.example', host: 'www.example.kr' }],
    ['no Origin', { host: 'www.example.kr' }],
    ['an opaque Origin', { origin: 'null', host: 'www.example.kr' }],
    ['a non-web scheme', { origin: 'file://www.example.kr', host: 'www.example.kr' }],
    ['garbage', { origin: 'not a url', host: 'www.example.kr' }],
  ])('refuses %s', (_label, headers) => {
    expect(isSameOrigin(h(headers), undefined, 0)).toBe(false)
  })
})

describe('newReceiptNumber', () => {
  it('reads Q-yyyymmdd-XXXXXX with the date in Korea and no 0/O/1/I', () => {
    // 2026-11-23 20:00 UTC is already the 24th in Seoul.
    const receipt = newReceiptNumber('Q', new Date('2026-11-23T20:00:00Z'))
    expect(receipt).toMatch(/^Q-20261124-[2-9A-HJ-NP-Z]{6}$/)
    expect(receipt).toMatch(RECEIPT_PATTERN)
  })

  it('draws a different code each time', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newReceiptNumber('Q')))
    expect(codes.size).toBe(1000)
  })
})

describe('contentDisposition', () => {
  it('sends an ASCII stand-in and the UTF-8 name', () => {
    expect(contentDisposition('제안서.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%EC%A0%9C%EC%95%88%EC%84%9C.pdf`,
    )
  })

  it('never lets a quote, a backslash or a semicolon break out of the header', () => {
    const header = contentDisposition(`a"; filename=evil.html; x=\\".pdf`)
    expect(header).toBe(
      `attachment; filename="a_; filename=evil.html; x=__.pdf"; filename*=UTF-8''a%22%3B%20filename%3Devil.html%3B%20x%3D%5C%22.pdf`,
    )
  })
})
