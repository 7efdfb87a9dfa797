import { describe, expect, it } from 'vitest'

import { resources, type Messages } from '@/i18n/resources'
import { namespaces } from '@/i18n/settings'

/** Every leaf key path of a messages object ("a.b.0.c"). */
function keys(messages: Messages | Messages[] | string | string[], prefix = ''): string[] {
  if (typeof messages === 'string') return [prefix]
  if (Array.isArray(messages)) return messages.flatMap((m, i) => keys(m, `${prefix}${prefix ? '.' : ''}${i}`))
  return Object.entries(messages).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('UI strings', () => {
  it.each(namespaces)('namespace "%s" has the same keys in Korean and English', (ns) => {
    expect(keys(resources.en[ns]).sort()).toEqual(keys(resources.ko[ns]).sort())
  })

  it.each(namespaces)('namespace "%s" has no empty Korean string', (ns) => {
    const empty = keys(resources.ko[ns]).filter((path) => {
      const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources.ko[ns])
      return value === ''
    })
    expect(empty).toEqual([])
  })
})
