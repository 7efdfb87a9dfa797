import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { resources, type Messages } from '@/i18n/resources'
import { namespaces } from '@/i18n/settings'

type Node = Messages | Messages[] | string | string[]

/** Every leaf of a messages object with its key path ("a.b.0.c"). */
function leaves(messages: Node, prefix = ''): [path: string, value: string][] {
  if (typeof messages === 'string') return [[prefix, messages]]
  const join = (k: string | number) => (prefix ? `${prefix}.${k}` : String(k))
  if (Array.isArray(messages)) return messages.flatMap((m, i) => leaves(m, join(i)))
  return Object.entries(messages).flatMap(([k, v]) => leaves(v, join(k)))
}

const keys = (messages: Messages) => leaves(messages).map(([path]) => path)

/**
 * The only strings meant to be empty: SPEC §8's error texts are in English on every page, and
 * the Korean pages add a line in Korean below them; English pages have no such line.
 */
const EMPTY_BY_DESIGN: Partial<Record<Locale, string[]>> = {
  en: ['common:errors.notFound.bodyLocal', 'common:errors.unexpected.bodyLocal'],
}

describe('UI strings', () => {
  it.each(namespaces)('namespace "%s" has the same keys in Korean and English', (ns) => {
    expect(keys(resources.en[ns]).sort()).toEqual(keys(resources.ko[ns]).sort())
  })

  it.each(locales)('%s has no empty or blank string but the documented local-language error lines', (locale) => {
    const blank = namespaces.flatMap((ns) =>
      leaves(resources[locale][ns])
        .filter(([, value]) => value.trim() === '')
        .map(([path]) => `${ns}:${path}`),
    )
    expect(blank.sort()).toEqual((EMPTY_BY_DESIGN[locale] ?? []).sort())
  })
})
