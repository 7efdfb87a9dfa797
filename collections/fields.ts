import type { Field } from 'payload'

import { searchColumns } from '../src/lib/search/columns'

/** A required localized title, used as the document title in the admin. */
export const titleField = (): Field => ({
  name: 'title',
  type: 'text',
  localized: true,
  required: true,
  maxLength: 300,
})

/** When the item becomes visible; a future date schedules it. Newest first everywhere. */
export const publishDateField = (): Field => ({
  name: 'publishDate',
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    description: 'A future date keeps the item hidden from the public until then.',
  },
})

export const thumbnailField = (name = 'thumbnail'): Field => ({
  name,
  type: 'upload',
  relationTo: 'images',
})

/** Rich text body (Lexical), localized. */
export const bodyField = (): Field => ({
  name: 'body',
  type: 'richText',
  localized: true,
})

/** Sort order among siblings (lower first). */
export const orderField = (): Field => ({
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar' },
})

/**
 * Search text per locale, in plain (not localized) columns on the document's own table, written
 * by the setSearchText hook: `titleKo`/`titleEn` for title search, `textKo`/`textEn` for title,
 * subtitle and body. Plain columns keep a search query free of the locale-table join that would
 * cost an extra SQL statement, and each has a pg_trgm GIN index (Korean has no full-text parser).
 * Not `hidden` and readable, because Payload refuses queries on fields the reader may not read;
 * it is only text of documents the reader may already see. The legacy API never selects it.
 */
export const searchField = (): Field => ({
  name: 'search',
  type: 'group',
  admin: { disabled: true },
  fields: searchColumns.map((name) => ({ name, type: 'textarea' as const })),
})

/** http(s) only: a media link must never carry javascript: or data: URLs. */
export function validateHttpUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter a URL.'
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return true
  } catch {
    // fall through to the message below
  }
  return 'Enter an http:// or https:// URL.'
}
