'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import type { Locale } from './locales'
import type { Messages } from './resources'
import { makeTranslate, type Translate } from './translate'

type Ctx = { locale: Locale; messages: Record<string, Messages> }
const I18nContext = createContext<Ctx | null>(null)

/**
 * Client-side strings: the server passes only the namespaces the client components need.
 * (The server renders with i18next; the browser gets a few-line lookup instead.)
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Record<string, Messages>
  children: ReactNode
}) {
  const parent = useContext(I18nContext)
  // A nested provider adds namespaces to those of its parent.
  const value = useMemo(
    () => ({ locale, messages: parent ? { ...parent.messages, ...messages } : messages }),
    [locale, messages, parent],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** `t` for a namespace the provider was given (default `common`), and the current locale. */
export function useT(ns = 'common'): { t: Translate; locale: Locale } {
  const ctx = useContext(I18nContext)
  if (!ctx) throw new Error('useT must be used inside <I18nProvider>')
  const t = useMemo(() => makeTranslate(ctx.messages[ns]), [ctx.messages, ns])
  return { t, locale: ctx.locale }
}
