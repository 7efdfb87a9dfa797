import type { Locale } from '../../../i18n/locales'
import type { ReportKind } from '../../forms/report'
import type { ReportStatus } from '../due'

/**
 * The HTTP contract between the status page and its two endpoints. Client-safe (types and
 * constants only): the page imports this, never the handlers.
 *
 * - `POST /api/reports/status?lang=` with JSON `{ caseNumber, secret }` → the case view.
 * - `POST /api/reports/status/messages?lang=` multipart `caseNumber`, `secret`, `message`, optional
 *   `file` → the case view with the new message in its thread.
 */
export const statusLookupUrl = (locale: Locale): string => `/api/reports/status?lang=${locale}`
export const statusMessageUrl = (locale: Locale): string => `/api/reports/status/messages?lang=${locale}`

/** One message of the thread: the reporter's own, or a reply of the ethics and compliance team. */
export type CaseMessage = {
  author: 'reporter' | 'staff'
  body: string
  /** ISO date and time it was written. */
  date: string
  /** The attached file's name, if any (the file itself is for compliance only). */
  attachment: string | null
}

/**
 * What the reporter sees of their case: never the internal notes, the assignee, the contact
 * details or the secret's hash. `status` and `form` are keys the page translates.
 */
export type CaseView = {
  caseNumber: string
  form: ReportKind
  status: ReportStatus
  receivedAt: string
  subject: string
  messages: CaseMessage[]
}

/** 200. */
export type StatusOpened = { detail: 'success'; data: CaseView; message?: string }

/**
 * 400 (fields, file), 401 (wrong case number or secret: one answer for both, and for a case that
 * does not exist), 403 (Origin), 405, 408, 413, 429 (locked; Retry-After), 503 (Retry-After).
 */
export type StatusRefused = { detail: 'fail'; message: string; errors?: Record<string, string> }

export type StatusAnswer = StatusOpened | StatusRefused

/** The status every wrong case number or secret is answered with. */
export const WRONG_CREDENTIALS_STATUS = 401
