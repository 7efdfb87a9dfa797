import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../env'

/**
 * Expiring cached pages from outside a request. Next's `revalidateTag` works only inside one, and a
 * scheduled publish runs in the job queue (a cron in the server, or `npm run worker`), so such a
 * write sends its tags to the site's own endpoint (src/app/api/internal/revalidate), which expires
 * them inside a request. The endpoint takes only requests carrying a token derived from
 * PAYLOAD_SECRET, which every instance and the worker share.
 */

export const INTERNAL_REVALIDATE_PATH = '/api/internal/revalidate'
export const REVALIDATE_TOKEN_HEADER = 'x-revalidate-token'
/** Tags a collection or global may have (src/lib/cache/tags.ts), and at most this many a call. */
export const TAG_PATTERN = /^(?:collection|global):[a-z0-9-]{1,64}$/
export const MAX_TAGS = 50

/** The token, as the endpoint expects it. */
export const revalidateToken = (): string =>
  createHmac('sha256', payloadSecret()).update('internal-revalidate').digest('hex')

/** Whether a request's token is the site's (compared in constant time). */
export function isRevalidateToken(value: string | null): boolean {
  const expected = Buffer.from(revalidateToken())
  const given = Buffer.from(value ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Where this process sends its expiries: REVALIDATE_URL (the worker: a web instance or the load
 * balancer), else the server this process is (server/main.ts sets SITE_INTERNAL_URL). Neither in
 * scripts and the seed, where there is no cache to expire.
 */
const revalidateBase = (): string | undefined => process.env.REVALIDATE_URL || process.env.SITE_INTERNAL_URL

/** Whether this process has a site to send expiries to (not a script, not the seed). */
export const canRequestRevalidation = (): boolean => Boolean(revalidateBase())

/** Sends tags to the site's endpoint; false when there is nowhere to send them. Throws when the site refused or did not answer. */
export async function requestRevalidation(tags: string[]): Promise<boolean> {
  const base = revalidateBase()
  if (!base || tags.length === 0) return false
  const res = await fetch(new URL(INTERNAL_REVALIDATE_PATH, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATE_TOKEN_HEADER]: revalidateToken() },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5000),
  })
  if (!res.ok) throw new Error(`${base}${INTERNAL_REVALIDATE_PATH} answered ${res.status}`)
  return true
}
