import type { IncomingMessage, ServerResponse } from 'node:http'

import { extractHeaderLanguage } from '@payloadcms/translations'

import en from '../src/i18n/locales/en/staff.json'
import ko from '../src/i18n/locales/ko/staff.json'
import { signInRefusedFor } from '../src/lib/auth/loginThrottle'
import { clientKey } from '../src/lib/guards/clientKey'
import { cookie } from './refusal'

const SIGN_IN_PATH = '/api/users/login'

/**
 * The admin's language as Payload picks it for its own answers (getRequestLanguage): the
 * `payload-lng` cookie, else the first language of Accept-Language Payload knows, else Korean
 * (payload.config's fallbackLanguage). Only Korean and English are the admin's.
 */
function adminLanguage(req: IncomingMessage): 'ko' | 'en' {
  const chosen = cookie(req.headers.cookie, 'payload-lng')
  if (chosen === 'ko' || chosen === 'en') return chosen
  const accept = req.headers['accept-language']
  const header = typeof accept === 'string' && accept ? extractHeaderLanguage(accept) : undefined
  return header === 'en' ? 'en' : 'ko'
}

/** Whether a request is a staff sign-in (the only one refuseThrottledSignIn looks at). */
export const signsIn = (req: IncomingMessage): boolean =>
  req.method === 'POST' && req.url?.split('?')[0] === SIGN_IN_PATH

/**
 * A sign-in from a client already past its limit (src/lib/auth/loginThrottle.ts) is answered here,
 * before Next and Payload see it, with the 429 Payload would give (the same body, words and
 * Retry-After). Through Payload each refusal cost some 4 ms of the thread every visitor's
 * page is rendered on; `npm run bench` sends 80 of them, 30 at once, while it reads `/`.
 * Resolves true when it answered; for signsIn(req) only.
 */
export async function refuseThrottledSignIn(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const forwarded = req.headers['x-forwarded-for']
  const headers = new Headers(typeof forwarded === 'string' ? { 'x-forwarded-for': forwarded } : {})
  const seconds = await signInRefusedFor(clientKey(headers))
  if (seconds === null) return false
  const template = (adminLanguage(req) === 'en' ? en : ko).signInThrottled
  const message = template.replace('{{minutes}}', String(Math.ceil(seconds / 60)))
  // Payload's shape for the same refusal (formatErrors of signInGuard's TooManyAttempts).
  const body = JSON.stringify({ errors: [{ name: 'TooManyAttempts', data: { retryAfterSeconds: seconds }, message }] })
  res.statusCode = 429
  res.setHeader('Retry-After', String(seconds))
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
  return true
}
