import type { I18nClient } from '@payloadcms/translations'
import { getTranslation } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import type { Locale } from '../../i18n/locales'
import { resources } from '../../i18n/resources'
import { interpolate, makeTranslate } from '../../i18n/translate'
import { documentKinds, fixedKinds, parseElement, type DocumentKind } from '../../lib/analytics/elements'
import { analyticsTexts, kindLabels } from './texts'

export type ElementLabel = { name: string; kind: string; href?: string }

/** A service card's title or a share channel's name, as the site shows it in `locale`. */
export function siteTextLabel(locale: Locale, kind: 'service' | 'share', key: string): string {
  if (kind === 'share') return makeTranslate(resources[locale].common)(`share.${key}`)
  const index = (fixedKinds.service as readonly string[]).indexOf(key)
  return makeTranslate(resources[locale].home)(`services.cards.${index}.title`)
}

/**
 * Names editors recognise for element ids: a document's title (as the user may read it, in the
 * admin language) linking to its edit page, a service card's or share channel's site text.
 */
export async function elementLabels(
  payload: Payload,
  user: TypedUser,
  i18n: I18nClient,
  elements: string[],
): Promise<Map<string, ElementLabel>> {
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ko'
  const labels = new Map<string, ElementLabel>()
  const byKind = new Map<DocumentKind, number[]>()
  for (const element of elements) {
    const parsed = parseElement(element)
    if (!parsed) continue
    const kind = getTranslation(kindLabels[parsed.kind], i18n)
    if ('id' in parsed) {
      byKind.set(parsed.kind, [...(byKind.get(parsed.kind) ?? []), parsed.id])
      labels.set(element, { kind, name: interpolate(getTranslation(analyticsTexts.removed, i18n), { id: parsed.id }) })
    } else {
      labels.set(element, { kind, name: siteTextLabel(locale, parsed.kind, parsed.key) })
    }
  }
  const admin = payload.config.routes.admin
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const collection = documentKinds[kind]
      const titleField = payload.collections[collection].config.admin.useAsTitle ?? 'id'
      const { docs } = await payload.find({
        collection,
        where: { id: { in: ids } },
        locale,
        depth: 0,
        limit: ids.length,
        pagination: false,
        draft: true,
        user,
        overrideAccess: false,
      })
      for (const doc of docs) {
        const title: unknown = Reflect.get(doc, titleField)
        labels.set(`${kind}:${doc.id}`, {
          kind: getTranslation(kindLabels[kind], i18n),
          name: typeof title === 'string' && title ? title : `#${doc.id}`,
          href: `${admin}/collections/${collection}/${doc.id}`,
        })
      }
    }),
  )
  return labels
}
