import { describe, expect, it } from 'vitest'

import { latinTextLang } from '@/lib/site/textLanguage'

describe('the language of a design text', () => {
  it('marks Latin-only text as English, and leaves Korean, mixed and empty text to the page', () => {
    expect(latinTextLang('OUR PROMISE')).toBe('en')
    expect(latinTextLang('DELIVERY & PICK-UP')).toBe('en')
    expect(latinTextLang('뉴스룸')).toBeUndefined()
    expect(latinTextLang('B마트')).toBeUndefined()
    expect(latinTextLang('2026')).toBeUndefined()
    expect(latinTextLang('')).toBeUndefined()
    expect(latinTextLang(undefined)).toBeUndefined()
  })
})
