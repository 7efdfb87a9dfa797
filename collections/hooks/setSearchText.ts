import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { CollectionBeforeChangeHook } from 'payload'

import { defaultLocale, isLocale } from '../../src/i18n/locales'
import { searchColumn, type SearchColumn } from '../../src/lib/search/columns'

function bodyText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToPlaintext({ data: value as SerializedEditorState })
}

type SearchColumns = Partial<Record<SearchColumn, string | null>>

/**
 * Keeps the `search` columns of the locale being written in step with the searchable fields
 * (title, the given text fields, and the body's plain text), so the legacy search matches body
 * text with one trigram-indexed column instead of parsing JSON. Other locales' columns are kept.
 */
export const setSearchText =
  (textFields: string[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req }) => {
    const pick = (name: string): unknown => (name in data ? data[name] : originalDoc?.[name])
    const text = (name: string) => {
      const value = pick(name)
      return typeof value === 'string' ? value : ''
    }
    const locale = isLocale(req.locale) ? req.locale : defaultLocale
    const stored: SearchColumns = (originalDoc?.search as SearchColumns | undefined) ?? {}
    const parts = ['title', ...textFields].map(text)
    parts.push(bodyText(pick('body')))
    data.search = {
      ...stored,
      [searchColumn('title', locale)]: text('title'),
      [searchColumn('text', locale)]: parts.filter(Boolean).join('\n'),
    }
    return data
  }
