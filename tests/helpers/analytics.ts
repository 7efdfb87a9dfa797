import { randomInt } from 'node:crypto'

import { inject } from 'vitest'

import { sql } from './db'
import { request } from './http'

/** A desktop Chrome, as the tracker's beacons carry. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

// Each test file loads this module afresh: a random block per file keeps files' addresses apart.
const block = randomInt(0, 1 << 14)
let clients = 0
/**
 * A client address of its own for each test: the endpoint rate-limits per X-Forwarded-For (no
 * TRUST_PROXY in tests, so the whole header is the key), and browser tests send events too.
 */
export const uniqueClient = () => {
  clients += 1
  const n = block * 1024 + clients
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`
}

export type Sent = { status: number; headers: Headers; text: string; json: () => unknown }

export type SendOptions = {
  xff?: string
  ua?: string
  /** The Origin header; `null` sends none. Default: the app's own. */
  origin?: string | null
  lang?: 'ko' | 'en'
  /** Where the language comes from: the `lang` cookie (as the site sets it) or `?lang=`. */
  langBy?: 'cookie' | 'query'
  method?: string
  headers?: Record<string, string>
}

/** One request to /api/analytics as the tracker's beacon sends it (text/plain, same origin). */
export async function send(body: BodyInit | object | undefined, options: SendOptions = {}): Promise<Sent> {
  const { xff = uniqueClient(), ua = BROWSER_UA, origin, lang, langBy = 'cookie', method = 'POST' } = options
  const headers: Record<string, string> = {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': ua,
    'x-forwarded-for': xff,
    ...options.headers,
  }
  if (origin !== null) headers.origin = origin ?? new URL(inject('baseUrl')).origin
  if (lang && langBy === 'cookie') headers.cookie = `lang=${lang === 'en' ? 'EN' : 'KR'}`
  const query = lang && langBy === 'query' ? `?lang=${lang}` : ''
  const raw = body === undefined || typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body)
  const res = await request(`/api/analytics${query}`, { method, headers, body: raw as BodyInit | undefined })
  const text = await res.text()
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) }
}

export type EventRow = { id: string; element: string; type: string; locale: string; visitor: string }

/** The newest event id now: rows stored by a request are those above it. */
export async function lastEventId(): Promise<string> {
  const [row] = await sql<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM analytics_events')
  return row.id
}

/** Events stored after `since` (lastEventId()), oldest first. */
export const eventsSince = (since: string) =>
  sql<EventRow>(
    'SELECT id::text, element, type, locale, visitor FROM analytics_events WHERE id > $1 ORDER BY analytics_events.id',
    [since],
  )

/** Seeded content the tracker may count: published (and due) documents of each kind. */
export async function seededElements() {
  const first = async (query: string) => {
    const [row] = await sql<{ id: number }>(query)
    if (!row) throw new Error(`no seeded document for: ${query}`)
    return row.id
  }
  return {
    banner: `banner:${await first(`SELECT id FROM banners WHERE _status = 'published' ORDER BY id LIMIT 1`)}`,
    report: `report:${await first(
      `SELECT id FROM press_releases WHERE _status = 'published' AND publish_date <= now() ORDER BY id LIMIT 1`,
    )}`,
    fact: `fact:${await first(
      `SELECT id FROM fact_checks WHERE _status = 'published' AND publish_date <= now() ORDER BY id LIMIT 1`,
    )}`,
    media: `media:${await first(
      `SELECT id FROM media_reports WHERE _status = 'published' AND publish_date <= now() ORDER BY id LIMIT 1`,
    )}`,
    font: `font:${await first('SELECT id FROM fonts ORDER BY id LIMIT 1')}`,
    music: `music:${await first('SELECT id FROM music_tracks ORDER BY id LIMIT 1')}`,
  }
}
