import { createHmac, randomBytes } from 'node:crypto'

import type { Queryable } from './db'

/**
 * The one thing kept about who sent an event: a hash of the connection's address and browser,
 * salted with a random salt of the Seoul day. It tells two events of one visitor apart from two
 * visitors' on that day (views and clicks are counted once per visitor, element and day), and
 * nothing else: the next day's salt is new, and the aggregation job deletes each day's salt once
 * the day is over, so nobody, us included, can test an address against a stored hash afterwards.
 *
 * The salt lives in Postgres (every instance must hash alike) and is cached here for its day.
 */
let cached: { day: string; salt: Buffer } | undefined

/** The salt of a Seoul day (YYYY-MM-DD), made by whichever instance asks first. */
export async function daySalt(db: Queryable, day: string): Promise<Buffer> {
  if (cached?.day === day) return cached.salt
  await db.query('INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
    day,
    randomBytes(32),
  ])
  const { rows } = await db.query<{ salt: Buffer }>('SELECT salt FROM analytics_salts WHERE day = $1', [day])
  cached = { day, salt: rows[0].salt }
  return cached.salt
}

/** The day's hash of a visitor: 16 bytes of HMAC-SHA-256, base64url (22 characters). */
export function visitorHash(salt: Buffer, address: string, userAgent: string): string {
  return createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest().subarray(0, 16).toString('base64url')
}
