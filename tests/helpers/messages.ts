import type { Locale } from '@/i18n/locales'
import { resources, type Messages } from '@/i18n/resources'
import type { Namespace } from '@/i18n/settings'
import { localePath } from '@/lib/site/paths'

import type { RouteCase } from '../../tooling/routes'

/** A UI string from the bundled resources, e.g. message('en', 'common', 'brand.title'). */
export function message(locale: Locale, ns: Namespace, key: string): string {
  let node: Messages | string | string[] | Messages[] | undefined = resources[locale][ns]
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined
  }
  if (typeof node !== 'string') throw new Error(`no string ${ns}:${key} in ${locale}`)
  return node
}

/**
 * Checks a page's document title against its route's spec; returns a failure message or null.
 * Every title names the company ("Page | Company", or the company name on Main).
 */
export function titleProblem(route: RouteCase, locale: Locale, title: string, h1: string): string | null {
  const brand = message(locale, 'common', 'brand.title')
  const spec = route.title
  let expected: string
  if (!spec) return title.includes(brand) ? null : `title ${JSON.stringify(title)} does not name ${brand}`
  if (spec === 'brand') expected = brand
  else if (spec === 'h1') expected = `${h1} | ${brand}`
  else if (Array.isArray(spec)) expected = `${message(locale, spec[0], spec[1])} | ${brand}`
  else {
    const part = message(locale, spec.contains[0], spec.contains[1])
    return title.includes(part) && title.endsWith(` | ${brand}`)
      ? null
      : `title ${JSON.stringify(title)} should contain ${part} and end with | ${brand}`
  }
  return title === expected ? null : `title ${JSON.stringify(title)}, expected ${JSON.stringify(expected)}`
}

export const inLocale = (locale: Locale, path: string) => localePath(locale, path)
