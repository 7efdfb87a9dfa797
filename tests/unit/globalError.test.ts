import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import GlobalError from '@/app/global-error'
import en from '@/i18n/locales/en/fatal.json'
import ko from '@/i18n/locales/ko/fatal.json'

describe('the last-resort error page (root layout failed)', () => {
  const html = renderToStaticMarkup(createElement(GlobalError, { error: new Error('secret: connection string'), retry: () => {} }))

  it('is a whole document that speaks both languages, with a way home', () => {
    expect(html).toMatch(/^<html lang="ko">/)
    for (const text of [ko.title, ko.body, en.title, en.body, ko.retry, en.retry]) expect(html).toContain(text)
    expect(html).toContain('<a href="/">')
  })

  it('never shows the error itself', () => {
    expect(html).not.toContain('secret')
  })
})
