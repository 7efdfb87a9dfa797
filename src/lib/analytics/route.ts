import { isbot } from 'isbot'

import type { Locale } from '../../i18n/locales'
import { getPayloadClient } from '../data/payload'
import { GuardedBody } from '../guards/body'
import { clientAddress, clientKey } from '../guards/clientKey'
import { isSameOrigin } from '../guards/origin'
import { RateLimiter } from '../guards/rateLimit'
import { isDatabaseUnavailable } from '../http/errors'
import { resolveLocale } from '../legacy/params'
import { isoDay } from '../seoulDate'
import { batchSchema, MAX_BATCH_BYTES } from './batch'
import { parseElement, type TrackedElement } from './elements'
import { unknownElements } from './known'
import { refusalMessage, type AnalyticsRefusal } from './messages'
import { storeEvents } from './store'
import { daySalt, visitorHash } from './visitor'

/**
 * A page sends a batch a few seconds after its elements show and when it is left: 60 batches a
 * minute is plenty, checked before the body is read. What is stored is bounded by events, counted
 * once the batch is read: a visitor who reads the site fast sends far fewer than 200 a minute.
 */
export const ANALYTICS_BATCHES_PER_MINUTE = 60
export const ANALYTICS_EVENTS_PER_MINUTE = 200
const batches = new RateLimiter({
  name: 'analytics-batches',
  points: () => ANALYTICS_BATCHES_PER_MINUTE,
  windowMs: () => 60_000,
})
const events = new RateLimiter({
  name: 'analytics-events',
  points: () => ANALYTICS_EVENTS_PER_MINUTE,
  windowMs: () => 60_000,
})

const HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: AnalyticsRefusal,
    readonly values: Record<string, string> = {},
    readonly retryAfter?: number,
  ) {
    super(code)
  }
}

function refuse(locale: Locale, refusal: Refusal): Response {
  const headers: Record<string, string> = { ...HEADERS }
  if (refusal.status === 405) headers.Allow = 'POST'
  if (refusal.retryAfter) headers['Retry-After'] = String(refusal.retryAfter)
  return Response.json(
    { detail: 'fail', message: refusalMessage(locale, refusal.code, refusal.values) },
    { status: refusal.status, headers },
  )
}

/** The body as text, at most MAX_BATCH_BYTES and 5 s: more is a batch no tracker of ours sends. */
async function readBatch(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length')) > MAX_BATCH_BYTES) throw new Refusal(400, 'tooLarge')
  if (!request.body) throw new Refusal(400, 'malformed')
  const body = new GuardedBody(request.body, {
    maxBytes: MAX_BATCH_BYTES,
    totalMs: 5000,
    stallMs: 5000,
    minBytesPerStall: 1,
  })
  const chunks: Uint8Array[] = []
  try {
    for (let chunk = await body.next(); chunk; chunk = await body.next()) chunks.push(chunk)
  } catch (error) {
    void body.release()
    const code = (error as { code?: string }).code
    throw new Refusal(400, code === 'tooLarge' ? 'tooLarge' : 'malformed')
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new Refusal(400, 'malformed')
  }
}

/** The batch's events, each element parsed, or a 400 naming what is wrong. */
function parseBatch(text: string) {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Refusal(400, 'malformed')
  }
  const parsed = batchSchema.safeParse(json)
  if (!parsed.success) {
    const tooMany = parsed.error.issues.some(
      (issue) => issue.code === 'too_big' && issue.path[0] === 'events' && issue.path.length === 1,
    )
    throw new Refusal(400, tooMany ? 'tooLarge' : 'malformed')
  }
  const elements: TrackedElement[] = []
  const bad: string[] = []
  for (const event of parsed.data.events) {
    const element = parseElement(event.element)
    if (element) elements.push(element)
    else bad.push(event.element)
  }
  if (bad.length) throw new Refusal(400, 'unknownElement', { elements: [...new Set(bad)].join(', ') })
  return { batch: parsed.data, elements }
}

/**
 * POST /api/analytics: one batch of view and click events from the tracker. In order: Origin
 * (another site cannot count for us) → rate limit → body (≤ 4 kB, JSON) → every element known and
 * published → stored, all or nothing, as 204. Crawlers (and requests naming no browser) get 204
 * and nothing is stored.
 */
export async function receiveEvents(request: Request): Promise<Response> {
  const locale = resolveLocale(request)
  try {
    if (!isSameOrigin(request.headers)) throw new Refusal(403, 'forbiddenOrigin')
    const userAgent = request.headers.get('user-agent') ?? ''
    // Every browser names itself: a request without a User-Agent is a script, counted as a crawler.
    if (!userAgent.trim() || isbot(userAgent)) return new Response(null, { status: 204, headers: HEADERS })
    const client = clientKey(request.headers)
    const slot = await batches.take(client)
    if (!slot.allowed) throw new Refusal(429, 'rateLimited', {}, slot.retryAfterSeconds)
    const { batch, elements } = parseBatch(await readBatch(request))
    const stored = await events.take(client, batch.events.length)
    if (!stored.allowed) throw new Refusal(429, 'rateLimited', {}, stored.retryAfterSeconds)
    const payload = await getPayloadClient()
    const unknown = await unknownElements(payload, elements)
    if (unknown.length) throw new Refusal(400, 'unknownElement', { elements: unknown.join(', ') })
    const receivedAt = new Date()
    const salt = await daySalt(payload.db.pool, isoDay(receivedAt)!)
    await storeEvents(payload.db.pool, batch.events, {
      locale: batch.locale,
      visitor: visitorHash(salt, clientAddress(request.headers), userAgent),
      receivedAt,
    })
    return new Response(null, { status: 204, headers: HEADERS })
  } catch (error) {
    if (error instanceof Refusal) return refuse(locale, error)
    if (isDatabaseUnavailable(error)) return refuse(locale, new Refusal(503, 'unavailable'))
    throw error
  }
}

export const notAllowed = async (request: Request) =>
  refuse(resolveLocale(request), new Refusal(405, 'methodNotAllowed'))
