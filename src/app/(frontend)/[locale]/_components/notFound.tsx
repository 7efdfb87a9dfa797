import type { ReactNode } from 'react'

import { NotFoundView } from '@/components/ErrorView/NotFoundView'
import type { Locale } from '@/i18n/locales'
import { isNotFoundError } from '@/lib/site/notFoundPage'

/**
 * Renders a page; where it calls notFound(), the not-found page instead, drawn on the server in the
 * page's language. Pair it with metadataOrNotFound: its head tag makes the server send a 404
 * (src/lib/site/notFoundPage.ts says why notFound() itself is not left to Next).
 */
export async function renderOrNotFound(locale: Locale, render: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    return await render()
  } catch (error) {
    if (isNotFoundError(error)) return <NotFoundView locale={locale} />
    throw error
  }
}
