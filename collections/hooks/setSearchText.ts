import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { CollectionBeforeChangeHook } from 'payload'

function bodyText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToPlaintext({ data: value as SerializedEditorState })
}

/**
 * Keeps the hidden `searchText` field (per locale) in step with the searchable fields, so the
 * legacy search can match body text with one trigram-indexed column instead of parsing JSON.
 */
export const setSearchText =
  (textFields: string[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc }) => {
    const pick = (name: string): unknown => (name in data ? data[name] : originalDoc?.[name])
    const parts = textFields.map((name) => {
      const value = pick(name)
      return typeof value === 'string' ? value : ''
    })
    parts.push(bodyText(pick('body')))
    data.searchText = parts.filter(Boolean).join('\n')
    return data
  }
