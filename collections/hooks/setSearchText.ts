import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { CollectionBeforeChangeHook } from 'payload'

function bodyText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToPlaintext({ data: value as SerializedEditorState })
}

type SearchColumns = { titleKo?: string | null; titleEn?: string | null; textKo?: string | null; textEn?: string | null }

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
    const suffix = req.locale === 'en' ? 'En' : 'Ko'
    const stored: SearchColumns = (originalDoc?.search as SearchColumns | undefined) ?? {}
    const parts = ['title', ...textFields].map(text)
    parts.push(bodyText(pick('body')))
    data.search = {
      ...stored,
      [`title${suffix}`]: text('title'),
      [`text${suffix}`]: parts.filter(Boolean).join('\n'),
    }
    return data
  }

