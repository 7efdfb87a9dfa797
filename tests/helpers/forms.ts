import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import { sql } from './db'

/**
 * Helpers for the inquiry forms' tests: sample files by their real signatures, multipart bodies
 * built byte by byte (so a test controls every header), submissions as a browser would send them,
 * and what the server left behind (rows, stored files, temp files).
 */

const ascii = (text: string) => Buffer.from(text, 'latin1')

/** `size` bytes: the signature, then random bytes (so a download can be compared byte for byte). */
export function withSignature(signature: Buffer, size: number): Buffer {
  if (size <= signature.length) return signature.subarray(0, size)
  return Buffer.concat([signature, randomBytes(size - signature.length)])
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/** Files as their first bytes make them; `size` in bytes. */
export const sample = {
  pdf: (size = 2048) => withSignature(ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), size),
  png: (size = 2048) => withSignature(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpeg: (size = 2048) => withSignature(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
  gif: (size = 2048) => withSignature(ascii('GIF89a'), size),
  webp: (size = 2048) =>
    withSignature(Buffer.concat([ascii('RIFF'), Buffer.from([0x10, 0, 0, 0]), ascii('WEBPVP8 ')]), size),
  zip: (size = 2048) => withSignature(ZIP, size),
  ole2: (size = 2048) => withSignature(OLE2, size),
  hwpx: (size = 2048) =>
    withSignature(Buffer.concat([ZIP, Buffer.alloc(22), ascii('mimetypeapplication/hwp+zip')]), size),
  /** A Windows executable (`MZ`), whatever name it is given. */
  exe: (size = 2048) => withSignature(ascii('MZ\x90\x00\x03\x00\x00\x00'), size),
  svg: () =>
    Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
    ),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
}

export type FilePart = {
  /** The form field (default `file`). */
  field?: string
  /** The file name as the browser sends it (raw UTF-8 in quotes); undefined sends none. */
  filename?: string
  /** A Content-Disposition line to send instead (for names a browser would never send). */
  disposition?: string
  type?: string
  data: Uint8Array
}

export type Fields = Record<string, string | string[] | undefined>

/** A multipart/form-data body, built as Chrome builds one (`"` in names as %22). */
export function multipart(fields: Fields, files: FilePart[] = []): { body: Buffer; contentType: string } {
  const boundary = `----formtest${randomUUID().replaceAll('-', '')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`))
    }
  }
  for (const file of files) {
    const filename = file.filename === undefined ? '' : `; filename="${file.filename.replaceAll('"', '%22')}"`
    const disposition = file.disposition ?? `Content-Disposition: form-data; name="${file.field ?? 'file'}"${filename}`
    parts.push(
      Buffer.from(
        `--${boundary}\r\n${disposition}\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    )
    parts.push(Buffer.from(file.data))
    parts.push(Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * A client address of its own (TEST-NET-2 and documentation IPv6): each test its own rate-limit
 * bucket. The app counts an IPv6 client by its /64, so the IPv6 ones differ there.
 */
export function uniqueClient(): string {
  const b = randomBytes(4)
  return b[0] % 2 ? `198.51.${b[1]}.${b[2]}` : `2001:db8:${b.readUInt16BE(2).toString(16)}:${b[1]}::1`
}

/** A marker to find one test's rows by (subjects start with it). */
export const newMarker = (label: string) => `[${label} ${randomUUID().slice(0, 8)}]`

/** Valid answers for each inquiry tab, the subject starting with `marker`. */
export function validInquiry(kind: 'partnership' | 'press' | 'other' | 'visit', marker: string): Fields {
  const base: Fields = {
    subject: `${marker} 제휴 제안드립니다`,
    name: '김배달',
    email: 'partner@example.com',
    detail: '안녕하세요. 함께 일할 수 있는 방법을 자세히 설명드립니다.',
    privacyConsent: 'true',
    precautionConsent: 'true',
    homepage: '',
  }
  if (kind === 'partnership') return { ...base, organization: '프렌즈상사' }
  if (kind === 'press') return { ...base, mediaName: '배달일보' }
  if (kind === 'visit')
    return { ...base, organization: '프렌즈대학교', visitors: '12', preferredDates: '3월 첫째 주 오후' }
  return base
}

export type SubmitResult = {
  status: number
  headers: Headers
  body: {
    detail: 'success' | 'fail'
    message: string
    data?: { receiptNumber: string }
    errors?: Record<string, string>
  }
}

export type SubmitOptions = {
  fields?: Fields
  files?: FilePart[]
  lang?: 'ko' | 'en'
  /** Origin header; `null` sends none. Default: the app's own. */
  origin?: string | null
  /** X-Forwarded-For (the app under test trusts one proxy). Default: a fresh address. */
  client?: string
  headers?: Record<string, string>
  method?: string
  /** The server to send it to (another instance); the shared stack's by default. */
  baseUrl?: string
}

/** Sends one form as a browser on the site would (Origin, multipart), and reads the JSON answer. */
export async function submit(kind: string, options: SubmitOptions = {}): Promise<SubmitResult> {
  const { body, contentType } = multipart(options.fields ?? {}, options.files ?? [])
  const baseUrl = options.baseUrl ?? inject('baseUrl')
  const origin = options.origin === undefined ? baseUrl : options.origin
  const query = options.lang ? `?lang=${options.lang}` : ''
  const res = await fetch(`${baseUrl}/api/forms/${kind}${query}`, {
    redirect: 'manual',
    method: options.method ?? 'POST',
    headers: {
      'content-type': contentType,
      'x-forwarded-for': options.client ?? uniqueClient(),
      ...(origin ? { origin } : {}),
      ...options.headers,
    },
    body: new Uint8Array(body),
  })
  const text = await res.text()
  let parsed: SubmitResult['body']
  try {
    parsed = JSON.parse(text) as SubmitResult['body']
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 500)}`)
  }
  return { status: res.status, headers: res.headers, body: parsed }
}

export type InquiryRow = {
  id: number
  receipt_number: string
  kind: string
  subject: string
  locale: string
  attachment_key: string | null
  attachment_filename: string | null
  attachment_mime_type: string | null
  attachment_size: string | null
} & Record<string, unknown>

/** The inquiries whose subject starts with `marker`, straight from Postgres. */
export const inquiriesWith = (marker: string) =>
  sql<InquiryRow>('SELECT * FROM inquiries WHERE subject LIKE $1 ORDER BY id', [`${marker}%`])

const filesUnder = (dir: string): string[] => {
  try {
    return fs.readdirSync(dir).map((name) => path.join(dir, name))
  } catch {
    return []
  }
}

/** Every file in the private files directory: kept attachments and uploads in progress. */
export function privateFiles(): { stored: string[]; temp: string[] } {
  const root = inject('privateDir')
  return { stored: filesUnder(path.join(root, 'inquiries')), temp: filesUnder(path.join(root, 'tmp')) }
}
