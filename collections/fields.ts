import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { labels, type Label } from './labels'
import { customT } from './staffPassword'

/** A required localized title, used as the document title in the admin. */
export const titleField = (): Field => ({
  name: 'title',
  type: 'text',
  localized: true,
  required: true,
  maxLength: 300,
  label: labels.title,
})

/** When the item becomes visible; a future date schedules it. Newest first everywhere. */
export const publishDateField = (): Field => ({
  name: 'publishDate',
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  label: labels.publishDate,
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    description: {
      ko: '미래 날짜로 두면 그 시각까지 공개되지 않습니다.',
      en: 'A future date keeps the item hidden from the public until then.',
    },
  },
})

export const thumbnailField = (name = 'thumbnail', label: Label = labels.thumbnail): Field => ({
  name,
  type: 'upload',
  relationTo: 'images',
  label,
})

/** Rich text body (Lexical), localized. */
export const bodyField = (): Field => ({
  name: 'body',
  type: 'richText',
  localized: true,
  label: labels.body,
})

/** Sort order among siblings (lower first). */
export const orderField = (label: Label = labels.order): Field => ({
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  label,
  admin: { position: 'sidebar' },
})

export type HttpUrlProblem = 'notText' | 'notHttp'

/** http(s) only: a media link must never carry javascript: or data: URLs. Empty is no problem. */
export function httpUrlProblem(value: unknown): HttpUrlProblem | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string') return 'notText'
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return null
  } catch {
    // fall through to the problem below
  }
  return 'notHttp'
}

const URL_MESSAGES: Record<HttpUrlProblem, string> = {
  notText: 'custom:urlNotText',
  notHttp: 'custom:urlNotHttp',
}

/** The field's rule, answered in the editor's admin language (src/i18n/locales/{ko,en}/staff.json). */
export const validateHttpUrl: TextFieldSingleValidation = (value, options) => {
  const problem = httpUrlProblem(value)
  // A field's own validate replaces Payload's: its required and maxLength checks are run here.
  return problem ? customT(options.req)(URL_MESSAGES[problem]) : text(value, options)
}
