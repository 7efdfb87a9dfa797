import type { Locale } from '../../i18n/locales'

/**
 * Cache tags: every cached read is tagged with its collection (or global) and with the
 * collection+locale; the afterChange/afterDelete hooks of that collection revalidate exactly them.
 */
export const collectionTag = (slug: string) => `collection:${slug}`
export const localeTag = (slug: string, locale: Locale) => `collection:${slug}:${locale}`
export const globalTag = (slug: string) => `global:${slug}`

/** Fallback freshness for cached pages (seconds): scheduled items become due without a write. */
export const REVALIDATE_SECONDS = 300
