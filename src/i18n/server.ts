import 'server-only'

import { createInstance, type TFunction } from 'i18next'

import type { Locale } from './locales'
import { resources } from './resources'
import { defaultNamespace, type Namespace } from './settings'

/**
 * A translation function for one render: a fresh i18next instance with an explicit language, so
 * nothing is shared between requests and pages stay statically renderable.
 */
export async function getT(locale: Locale, ns: Namespace = defaultNamespace): Promise<TFunction> {
  const instance = createInstance()
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: [ns],
    defaultNS: ns,
    resources: { [locale]: resources[locale] },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  return instance.getFixedT(locale, ns)
}

/** The raw messages of a namespace, for structured content (lists of sections, cards…). */
export function getMessages(locale: Locale, ns: Namespace) {
  return resources[locale][ns]
}
