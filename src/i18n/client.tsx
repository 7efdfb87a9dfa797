'use client'

import { createInstance, type i18n as I18n } from 'i18next'
import { createContext, useContext, useMemo, type ReactNode } from 'react'

import type { Locale } from './locales'
import type { Messages } from './resources'

type Ctx = { locale: Locale; i18n: I18n }
const I18nContext = createContext<Ctx | null>(null)

/**
 * Client-side strings: the server passes only the namespaces the client components need, and
 * each render tree gets its own instance (no global language to switch).
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
  const value = useMemo(() => {
    const instance = createInstance()
    void instance.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: messages },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    return { locale, i18n: instance }
  }, [locale, messages])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** `t` for a namespace the provider was given (default `common`), and the current locale. */
export function useT(ns = 'common') {
  const ctx = useContext(I18nContext)
  if (!ctx) throw new Error('useT must be used inside <I18nProvider>')
  return { t: ctx.i18n.getFixedT(ctx.locale, ns), locale: ctx.locale }
}
