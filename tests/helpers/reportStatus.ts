import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import type { StatusAnswer } from '@/lib/reports/status/contract'

import { sql } from './db'
import { multipart, submit, uniqueClient, type FilePart, type Fields } from './forms'
import { request } from './http'
import { reportRow, validReport } from './reports'

/**
 * Helpers for the reporter's status page: a report sent through the real form with a password of
 * its own, the two status endpoints called as the page calls them, and what they left behind.
 */

/** A password nobody else uses, so a test can look for it in the server's output. */
export const newPassword = () => `pw ${randomBytes(6).toString('hex')}`

export type FiledReport = { caseNumber: string; id: number; password: string }

/** Files an unfair-trade report through `POST /api/forms/report` with its own password. */
export async function fileReport(marker: string, password = newPassword()): Promise<FiledReport> {
  const res = await submit('report', { fields: validReport('report', marker, { password, passwordConfirm: password }) })
  if (res.status !== 200) throw new Error(`report not filed: ${res.status} ${JSON.stringify(res.body)}`)
  const caseNumber = res.body.data?.receiptNumber ?? ''
  const row = await reportRow(caseNumber)
  if (!row) throw new Error(`no row for ${caseNumber}`)
  return { caseNumber, id: row.id, password }
}

export type StatusResponse = { status: number; headers: Headers; text: string; body: StatusAnswer }

type CallOptions = {
  /** X-Forwarded-For (the app trusts one proxy): the client the attempt counts against. */
  client: string
  lang?: 'ko' | 'en'
  /** Origin header; null sends none. Default: the app's own. */
  origin?: string | null
  method?: string
}

async function read(res: Response): Promise<StatusResponse> {
  const text = await res.text()
  let body: StatusAnswer
  try {
    body = JSON.parse(text) as StatusAnswer
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 300)}`)
  }
  return { status: res.status, headers: res.headers, text, body }
}

const originOf = (options: CallOptions) => (options.origin === undefined ? inject('baseUrl') : options.origin)

/** `POST /api/reports/status` with a JSON body (an object, or raw text to send as it is). */
export async function lookup(body: Record<string, unknown> | string, options: CallOptions): Promise<StatusResponse> {
  const origin = originOf(options)
  const res = await request(`/api/reports/status${options.lang ? `?lang=${options.lang}` : ''}`, {
    method: options.method ?? 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.client, ...(origin ? { origin } : {}) },
    body: options.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return read(res)
}

/** `POST /api/reports/status/messages` as multipart, with at most the given file parts. */
export async function sendStatusMessage(
  fields: Fields,
  files: FilePart[],
  options: CallOptions,
): Promise<StatusResponse> {
  const { body, contentType } = multipart(fields, files)
  const origin = originOf(options)
  const res = await request(`/api/reports/status/messages${options.lang ? `?lang=${options.lang}` : ''}`, {
    method: options.method ?? 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': options.client, ...(origin ? { origin } : {}) },
    body: options.method === 'GET' ? undefined : new Uint8Array(body),
  })
  return read(res)
}

/** Headers that differ on every response, whatever was asked: the time, and the log's request id. */
const PER_RESPONSE = new Set(['date', 'x-request-id'])

/** The headers of an answer but those: what must be equal between two answers that must not differ. */
export const comparableHeaders = (headers: Headers) =>
  [...headers.entries()].filter(([name]) => !PER_RESPONSE.has(name)).sort()

/** A client address no other test uses. */
export const newClient = uniqueClient

/** The stored messages of a report, as Postgres holds them. */
export const messageRows = (reportId: number) =>
  sql<{ id: number; author: string; sealed: string | null } & Record<string, unknown>>(
    'SELECT * FROM report_messages WHERE report_id = $1 ORDER BY id',
    [reportId],
  )

/** The report files on disk (ciphertext) and the uploads in progress. */
export function reportFiles(): { stored: string[]; temp: string[] } {
  const list = (dir: string) => {
    try {
      return fs.readdirSync(dir).map((name) => path.join(dir, name))
    } catch {
      return []
    }
  }
  const root = inject('privateDir')
  return { stored: list(path.join(root, 'reports')), temp: list(path.join(root, 'tmp')) }
}
