'use client'

import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { LANG_COOKIE, LANG_STORAGE_KEY, storedChoiceAction, storedLocale, writeLocaleCookie } from '@/lib/site/language'
import { localePath, stripLocale } from '@/lib/site/paths'

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(LANG_STORAGE_KEY)
  } catch {
    return null // storage disabled: nothing stored
  }
}

/**
 * Reads the language kept in localStorage (SPEC §4, §9) once per page load and keeps the cookie
 * the server reads in step with it (rules: `storedChoiceAction`). When the cookie was gone and
 * English was stored, an unprefixed page is replaced by its English one (no history entry).
 * Crawlers are never moved: they always get Korean (SPEC §4). Renders nothing.
 */
export function LanguagePreference({ locale }: { locale: Locale }) {
  useEffect(() => {
    const action = storedChoiceAction({
      stored: storedLocale(readStorage()),
      // KR/EN, read with the storage's parser: detectLocale would bring the crawler list along.
      cookie: storedLocale(readCookie(LANG_COOKIE) ?? null),
      page: locale,
      langQuery: new URLSearchParams(window.location.search).has('lang'),
    })
    if (action.writeStorage) {
      try {
        window.localStorage.setItem(LANG_STORAGE_KEY, action.writeStorage)
      } catch {
        // storage disabled: the cookie alone carries the choice
      }
    }
    if (action.writeCookie) writeLocaleCookie(action.writeCookie)
    const target = action.goTo
    if (!target) return
    // The crawler list is loaded only on this rare path, not on every page. (A crawler keeps
    // the cookie: the server never reads it for crawlers.)
    void import('isbot').then(({ isbot }) => {
      if (isbot(navigator.userAgent)) return
      const { pathname, search, hash } = window.location
      window.location.replace(localePath(target, stripLocale(pathname)) + search + hash)
    })
    // Once per page load and locale: a client navigation keeps the same stored choice.
  }, [locale])
  return null
}
