import { describe, expect, it } from 'vitest'

import { storedChoiceAction, storedLocale } from '@/lib/site/language'

describe('the stored language choice (SPEC §4)', () => {
  it('reads ko/en as stored, and KR/EN in any case, nothing else', () => {
    expect(storedLocale('en')).toBe('en')
    expect(storedLocale('ko')).toBe('ko')
    expect(storedLocale('EN')).toBe('en')
    expect(storedLocale('KR')).toBe('ko')
    expect(storedLocale('fr')).toBeUndefined()
    expect(storedLocale(null)).toBeUndefined()
  })

  it('cookie gone, English stored, on a Korean (unprefixed) page: cookie back and off to English', () => {
    expect(storedChoiceAction({ stored: 'en', cookie: undefined, page: 'ko', langQuery: false })).toEqual({
      writeCookie: 'en',
      goTo: 'en',
    })
  })

  it('cookie gone, Korean stored, on an /en page: the path outranks the choice; only the cookie comes back', () => {
    expect(storedChoiceAction({ stored: 'ko', cookie: undefined, page: 'en', langQuery: false })).toEqual({
      writeCookie: 'ko',
    })
  })

  it('cookie gone, choice already the page language: only the cookie comes back', () => {
    expect(storedChoiceAction({ stored: 'en', cookie: undefined, page: 'en', langQuery: false })).toEqual({
      writeCookie: 'en',
    })
  })

  it('a lang query decided the page: nothing moves, storage records the explicit choice', () => {
    expect(storedChoiceAction({ stored: 'en', cookie: undefined, page: 'ko', langQuery: true })).toEqual({
      writeStorage: 'ko',
    })
    expect(storedChoiceAction({ stored: 'ko', cookie: 'ko', page: 'ko', langQuery: true })).toEqual({})
  })

  it('with the cookie the server has decided; storage follows a cookie the lang query rewrote', () => {
    expect(storedChoiceAction({ stored: 'ko', cookie: 'en', page: 'en', langQuery: false })).toEqual({
      writeStorage: 'en',
    })
    expect(storedChoiceAction({ stored: 'en', cookie: 'en', page: 'en', langQuery: false })).toEqual({})
  })

  it('nothing stored and no cookie: nothing to do (the server used the browser language)', () => {
    expect(storedChoiceAction({ stored: undefined, cookie: undefined, page: 'en', langQuery: false })).toEqual({})
  })
})
