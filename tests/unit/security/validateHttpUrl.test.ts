import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { httpUrlProblem, validateHttpUrl } from '../../../src/collections/fields'
import enStaff from '../../../src/i18n/locales/en/staff.json'
import koStaff from '../../../src/i18n/locales/ko/staff.json'

/** The options Payload hands a validator, with its `t` in one admin language (our `custom:` keys only). */
const inLanguage = (messages: Record<string, string>, field: { required?: boolean; maxLength?: number } = {}) =>
  ({
    ...field,
    req: {
      t: (key: string) => messages[key.replace(/^custom:/, '')] ?? key,
      payload: { config: {} },
    } as unknown as PayloadRequest,
  }) as Parameters<typeof validateHttpUrl>[1]

describe('httpUrlProblem', () => {
  it.each(['http://example.com', 'https://example.com/news/1?lang=en#top', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (url) => {
      expect(httpUrlProblem(url)).toBeNull()
    },
  )

  it.each([undefined, null, ''])('accepts an empty value (%j)', (value) => {
    expect(httpUrlProblem(value)).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com/a.zip',
    'mailto:a@b.c',
    'not a url',
    '/relative/path',
    'example.com',
  ])('rejects %s', (url) => {
    expect(httpUrlProblem(url)).toBe('notHttp')
  })

  it('rejects a non-string value', () => {
    expect(httpUrlProblem(42)).toBe('notText')
  })
})

describe('validateHttpUrl', () => {
  it('answers in the editor’s admin language', () => {
    expect(validateHttpUrl('javascript:alert(1)', inLanguage(koStaff))).toBe(
      'http:// 또는 https://로 시작하는 주소를 입력하세요.',
    )
    expect(validateHttpUrl('javascript:alert(1)', inLanguage(enStaff))).toBe('Enter an http:// or https:// URL.')
    expect(validateHttpUrl(42 as unknown as string, inLanguage(koStaff))).toBe('주소를 입력하세요.')
    expect(validateHttpUrl(42 as unknown as string, inLanguage(enStaff))).toBe('Enter a URL.')
  })

  it('passes an http(s) URL, and an empty value of a field that is not required', () => {
    expect(validateHttpUrl('https://example.com', inLanguage(koStaff))).toBe(true)
    expect(validateHttpUrl(undefined, inLanguage(enStaff))).toBe(true)
  })

  // Its own check replaces Payload's text check, so it runs that check too (integration:
  // url-fields.int.test.ts saves through the API).
  it("keeps the field's required and maxLength", () => {
    expect(validateHttpUrl('', inLanguage(enStaff, { required: true }))).toBe('validation:required')
    expect(validateHttpUrl(undefined, inLanguage(enStaff, { required: true }))).toBe('validation:required')
    expect(validateHttpUrl(`https://example.com/${'a'.repeat(30)}`, inLanguage(enStaff, { maxLength: 20 }))).toBe(
      'validation:shorterThanMax',
    )
  })
})
