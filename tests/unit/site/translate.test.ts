import { describe, expect, it } from 'vitest'

import { makeTranslate } from '@/i18n/translate'

describe('makeTranslate (client-side t)', () => {
  const t = makeTranslate({ a: { b: 'Hello {{name}}, page {{ page }}' }, plain: 'x', list: ['one'] })

  it('looks up dotted keys and interpolates variables', () => {
    expect(t('a.b', { name: 'Kim', page: 2 })).toBe('Hello Kim, page 2')
  })

  it('leaves unknown placeholders as they are', () => {
    expect(t('a.b', { name: 'Kim' })).toBe('Hello Kim, page {{ page }}')
  })

  it('returns the key itself for a missing or non-string entry', () => {
    expect(t('a.missing')).toBe('a.missing')
    expect(t('list')).toBe('list')
    expect(makeTranslate(undefined)('plain')).toBe('plain')
  })
})
