import type { Field } from 'payload'

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
export const orderField = (label?: { ko: string; en: string }): Field => ({
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  ...(label ? { label } : {}),
  admin: { position: 'sidebar' },
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
