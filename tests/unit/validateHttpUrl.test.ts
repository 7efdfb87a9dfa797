import { describe, expect, it } from 'vitest'

import { validateHttpUrl } from '../../collections/fields'

describe('validateHttpUrl', () => {
  it.each(['http://example.com', 'https://example.com/news/1?lang=en#top', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (url) => {
      expect(validateHttpUrl(url)).toBe(true)
    },
  )

  it.each([undefined, null, ''])('accepts an empty value (%j)', (value) => {
    expect(validateHttpUrl(value)).toBe(true)
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
  ])('rejects %s with a message', (url) => {
    const result = validateHttpUrl(url)
    expect(typeof result).toBe('string')
    expect(result).toMatch(/http/)
  })

  it('rejects a non-string value with a message', () => {
    expect(validateHttpUrl(42)).toBe('Enter a URL.')
  })
})
