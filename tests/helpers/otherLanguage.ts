import type { Page } from 'playwright-core'

import type { Locale } from '@/i18n/locales'

/** A piece of a page's text, with the language its nearest `lang` attribute gives it. */
export type TextPiece = { text: string; lang: string; where: string }

/**
 * Every text a visitor meets on the page, with its language: the text nodes of the body and the
 * attributes a screen reader speaks or a field shows (alt, aria-label, title, placeholder), each
 * in the language of its nearest `lang` attribute. Script, style and template contents are not
 * text; hidden parts are included (a screen reader or the next state of the page shows them).
 */
export async function readTextPieces(page: Page): Promise<TextPiece[]> {
  return page.evaluate(() => {
    const pieces: { text: string; lang: string; where: string }[] = []
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? ''
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
    const skip = 'script, style, noscript, template, svg title'
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = node.textContent?.trim()
      if (!el || !text || el.closest(skip)) continue
      pieces.push({ text, lang: langOf(el), where: describe(el) })
    }
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (el.closest(skip)) continue
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        const text = el.getAttribute(name)?.trim()
        if (text) pieces.push({ text, lang: langOf(el), where: `${describe(el)}[${name}]` })
      }
    }
    pieces.push({ text: document.title, lang: document.documentElement.lang, where: 'title' })
    return pieces
  })
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+/g
/** A Latin word with a lower-case letter: acronyms and units (URL, PDF, ESG, MB) are Korean usage. */
const LATIN_WORD = /[A-Za-z][A-Za-z’'-]*[a-z][A-Za-z’'-]*/g
/** What is an address, not words: mail addresses, URLs, host names and file names. */
const ADDRESSES =
  /\S+@\S+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|kr|net|org|co|io|ttf|otf|woff2?|mp3|zip|pdf)\b/gi

/**
 * Proper names the Korean site writes in Latin letters: the typefaces and the music's titles as
 * their authors named them, the brands of the services, and the social networks of the share
 * widget. Words, not phrases: anything else in Latin letters on a Korean page is English text.
 */
export const LATIN_PROPER_NAMES = new Set<string>([])

/**
 * The words of a page's text in the other language than `locale`'s, where nothing marks them
 * with their own `lang`: Hangul on the English site, Latin words (not proper names, acronyms or
 * addresses) on the Korean site. Each with where it stands, for the failure message.
 */
export function otherLanguageWords(locale: Locale, pieces: TextPiece[]): string[] {
  const found: string[] = []
  for (const piece of pieces) {
    if (piece.lang && piece.lang.split('-')[0] !== locale) continue
    const words =
      locale === 'en'
        ? (piece.text.match(HANGUL) ?? [])
        : (piece.text.replace(ADDRESSES, ' ').match(LATIN_WORD) ?? []).filter((word) => !LATIN_PROPER_NAMES.has(word))
    if (words.length) found.push(`${piece.where}: "${piece.text.slice(0, 80)}" (${words.slice(0, 4).join(', ')})`)
  }
  return [...new Set(found)]
}
