import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
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

describe('UI strings', () => {
  it.each(namespaces)('namespace "%s" has the same keys in Korean and English', (ns) => {
    expect(keys(resources.en[ns]).sort()).toEqual(keys(resources.ko[ns]).sort())
  })

  it.each(locales)('%s has no empty or blank string', (locale) => {
    const blank = namespaces.flatMap((ns) =>
      leaves(resources[locale][ns])
        .filter(([, value]) => value.trim() === '')
        .map(([path]) => `${ns}:${path}`),
    )
    expect(blank).toEqual([])
  })
})
