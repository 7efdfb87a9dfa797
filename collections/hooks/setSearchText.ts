import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToPlainText } from './lexicalText'

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
    parts.push(lexicalToPlainText(pick('body')))
    data.searchText = parts.filter(Boolean).join('\n')
    return data
  }
