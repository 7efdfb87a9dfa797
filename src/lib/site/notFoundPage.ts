import type { Metadata } from 'next'

import type { Locale } from '../../i18n/locales'
import { getT } from '../../i18n/server'
import { NOT_FOUND_META } from './documentStatus'

// Next 16.3+ answers a thrown notFound() with its bare `__next_error__` shell (no text, no
// `<html lang>`, vercel/next.js#62228; an unmatched URL is fine, a page's notFound() is not). So
// public pages render the not-found view themselves, and a head tag asks the site's server, which
// reads every document anyway for its CSP, to send it as 404 (documentStatus.ts).

/** The documented digest of the error notFound() throws. */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404'

/** Whether a thrown value is Next's notFound() (a route parameter or item that does not exist). */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === NOT_FOUND_DIGEST
}

/** The not-found page's metadata: the localized title, kept out of search engines, sent as 404. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getT(locale)
  return {
    title: t('errors.notFound.title'),
    robots: { index: false },
    other: { [NOT_FOUND_META.name]: NOT_FOUND_META.content },
  }
}

/** Runs a page's generateMetadata; where it calls notFound(), the not-found page's metadata instead. */
export async function metadataOrNotFound(locale: Locale, load: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await load()
  } catch (error) {
    if (isNotFoundError(error)) return notFoundMetadata(locale)
    throw error
  }
}
