import { STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import en from '../src/i18n/locales/en/common.json'
import ko from '../src/i18n/locales/ko/common.json'
import type { Locale } from '../src/i18n/locales'
import { localeFromAcceptLanguage, localeFromCookie } from '../src/lib/site/detectLocale'
import { LANG_COOKIE } from '../src/lib/site/language'
import { allowedMethods, type Refusal } from './malformedRequest'

export type RefusalReason = Refusal['reason'] | 'badRequest'

/** One cookie's value from a Cookie header (the server reads it before Next parses anything). */
export const cookie = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

/**
 * The language of an answer the site writes before any page: English under /en, else the
 * visitor's stored choice, else the browser's language, else Korean (as the pages choose it).
 */
export function refusalLocale(target: string | undefined, headers: IncomingHttpHeaders): Locale {
  if (/^\/en(?:[/?#]|$)/.test(target ?? '')) return 'en'
  const accept = headers['accept-language']
  return (
    localeFromCookie(cookie(headers.cookie, LANG_COOKIE)) ??
    localeFromAcceptLanguage(typeof accept === 'string' ? accept : null) ??
    'ko'
  )
}

/** The short text of a refusal, from the site's messages. */
export function refusalMessage(reason: RefusalReason, locale: Locale): string {
  return (locale === 'en' ? en : ko).errors.refused[reason]
}

/**
 * Answers a refused request: for the APIs JSON in both shapes their clients read (the legacy
 * envelope's `detail`/`message`, Payload's `errors`), plain text elsewhere; never cached.
 */
export function sendRefusal(
  res: ServerResponse,
  {
    status,
    reason,
    target,
    headers,
    allow,
  }: {
    status: number
    reason: RefusalReason
    target?: string
    headers: IncomingHttpHeaders
    allow?: readonly string[]
  },
): void {
  const message = refusalMessage(reason, refusalLocale(target, headers))
  const api = (target ?? '').startsWith('/api/')
  const body = api ? JSON.stringify({ detail: 'fail', message, errors: [{ message }] }) : `${message}\n`
  res.statusCode = status
  if (status === 405) res.setHeader('Allow', (allow ?? allowedMethods(target)).join(', '))
  res.setHeader('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(body)
}

/** A whole response written on the socket itself, for requests Node answers outside a ServerResponse. */
function writeRaw(
  socket: Duplex,
  status: number,
  reason: RefusalReason,
  locale: Locale,
  allow: readonly string[] = [],
): void {
  const body = `${refusalMessage(reason, locale)}\n`
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    ...(status === 405 ? [`Allow: ${allow.join(', ')}`] : []),
    'Connection: close',
  ]
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
}

/** CONNECT (a tunnel: the site is no proxy) is answered 405 and the connection closed. */
export function refuseConnect(req: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy())
  writeRaw(socket, 405, 'method', refusalLocale(req.url, req.headers), allowedMethods(req.url))
}

/**
 * What Node's parser refuses (a header section over its limit, a request line that is not HTTP)
 * is answered as Node would (431, 408 or 400, then the connection closed), with a short text in
 * Korean: no header says the visitor's language. A socket already answering or gone is closed.
 */
export function refuseUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  const answering = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  writeRaw(socket, status, 'badRequest', 'ko')
}
