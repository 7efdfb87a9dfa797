import type { Locale } from '../../i18n/locales'

/**
 * The HTTP contract between a form in the browser and the submission pipeline. Client-safe (no
 * server imports), like src/lib/guards/fileType.ts and limits.ts: the form imports these, not the
 * pipeline.
 */

/** The one file field of a multipart submission. */
export const FILE_FIELD = 'file'

/** The honeypot: a text field hidden from people, left empty by them; a bot that fills it gets a success that stores nothing. */
export const HONEYPOT_FIELD = 'homepage'

/** Where a form posts: `POST /api/forms/<kind>?lang=<ko|en>` (the answer's messages follow `lang`). */
export const submissionUrl = (kind: string, locale: Locale): string =>
  `/api/forms/${encodeURIComponent(kind)}?lang=${locale}`

/** 200. An ethics report's answer adds `receipt` when the reporter asked for a generated one (shown once). */
export type SubmissionAccepted = {
  detail: 'success'
  data: { receiptNumber: string; receipt?: string }
  message: string
}

/**
 * 400 (fields, file, unknown form, two files), 403 (Origin), 405, 408 (upload too slow), 413 (too
 * large), 429 (Retry-After), 503 (database down; Retry-After). `errors` maps a field (`file` for the
 * attachment) to its message, already in the requested language.
 */
export type SubmissionRefused = { detail: 'fail'; message: string; errors?: Record<string, string> }

export type SubmissionAnswer = SubmissionAccepted | SubmissionRefused
