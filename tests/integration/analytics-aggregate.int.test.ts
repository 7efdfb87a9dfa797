import { randomBytes, randomInt } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { aggregateEvents } from '@/lib/analytics/aggregate'
import type { Queryable } from '@/lib/analytics/db'

/**
 * The analytics job ("aggregate raw events into daily counts by a job and delete raw
 * events after 30 days"), run directly against the test database with a controlled clock.
 *
 * Raw events are inserted by SQL for fresh random element ids (the aggregator does not check that
 * they exist), so real traffic from other tests never mixes in. The app's own cron may run the
 * same job at any moment: every `now` here is at or before the real time, so whatever that run
 * counts or deletes is what these runs would too, and each assertion holds with or without it.
 */

const DAY = 86_400_000
let db: pg.Client

/** The Seoul calendar day of an instant (YYYY-MM-DD). */
const seoulDay = (at: number) => new Date(at + 9 * 3600_000).toISOString().slice(0, 10)
/** An instant given in Seoul time: a day (YYYY-MM-DD) and HH:MM. */
const seoul = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`)
const addDays = (day: string, n: number) => seoulDay(seoul(day, '12:00').getTime() + n * DAY)

const element = (kind = 'banner') => `${kind}:${randomInt(100_000_000, 999_999_999)}`
const visitor = () => randomBytes(16).toString('base64url')

type Raw = { at: Date; element: string; type: 'view' | 'click'; locale?: 'ko' | 'en'; visitor: string }

async function insert(events: Raw[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO analytics_events (received_at, element, type, locale, visitor)
     SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[])
     RETURNING id::text`,
    [
      events.map((e) => e.at),
      events.map((e) => e.element),
      events.map((e) => e.type),
      events.map((e) => e.locale ?? 'ko'),
      events.map((e) => e.visitor),
    ],
  )
  return rows.map((r) => r.id)
}

/** analytics_daily rows of these elements, sorted. */
async function daily(elements: string[]) {
  const { rows } = await db.query<{ day: string; element: string; locale: string; views: number; clicks: number }>(
    `SELECT day::text, element, locale, views, clicks FROM analytics_daily
     WHERE element = ANY($1) ORDER BY day, element, locale`,
    [elements],
  )
  return rows
}

async function rawIds(ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id::text FROM analytics_events WHERE id = ANY($1::bigint[]) ORDER BY analytics_events.id',
    [ids],
  )
  return rows.map((r) => r.id)
}

const aggregate = (now: Date) => aggregateEvents(db as unknown as Queryable, now)

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
})

afterAll(async () => {
  await db?.end()
})

describe('daily counts', () => {
  const now = new Date()
  const d1 = seoulDay(now.getTime() - 3 * DAY)
  const d2 = addDays(d1, 1)
  const [slide, report] = [element('banner'), element('report')]
  const [v1, v2, v3, v4] = [visitor(), visitor(), visitor(), visitor()]
  const expected = [
    { day: d1, element: slide, locale: 'en', views: 1, clicks: 0 },
    { day: d1, element: slide, locale: 'ko', views: 2, clicks: 1 },
    { day: d2, element: slide, locale: 'ko', views: 1, clicks: 0 },
    { day: d2, element: report, locale: 'ko', views: 1, clicks: 1 },
  ]
  let ids: string[] = []

  beforeAll(async () => {
    ids = await insert([
      { at: seoul(d1, '10:00'), element: slide, type: 'view', visitor: v1 },
      { at: seoul(d1, '12:00'), element: slide, type: 'view', visitor: v1 }, // the same visitor again
      { at: seoul(d1, '12:01'), element: slide, type: 'click', visitor: v1 },
      { at: seoul(d1, '12:02'), element: slide, type: 'click', visitor: v1 }, // clicked twice
      { at: seoul(d1, '23:59'), element: slide, type: 'view', visitor: v2 }, // the day's last minute
      { at: seoul(d1, '11:00'), element: slide, type: 'view', locale: 'en', visitor: v3 },
      { at: seoul(d2, '00:01'), element: slide, type: 'view', visitor: v1 }, // the next day: counted again
      { at: seoul(d2, '09:00'), element: report, type: 'view', visitor: v1 },
      { at: seoul(d2, '09:05'), element: report, type: 'click', visitor: v2 }, // a click without a view
    ])
  })

  it('counts each visitor once per element, language and Seoul day, views and clicks apart', async () => {
    await aggregate(now)
    expect(await daily([slide, report])).toEqual(expected)
  })

  it('a second run changes nothing, and keeps events younger than 30 days', async () => {
    await aggregate(now)
    await aggregate(new Date(now.getTime() - 60_000))
    expect(await daily([slide, report])).toEqual(expected)
    expect(await rawIds(ids)).toEqual(ids)
  })

  it('a late event for a day already counted is counted on the next run', async () => {
    await insert([{ at: seoul(d1, '15:00'), element: slide, type: 'view', visitor: v4 }])
    await aggregate(now)
    expect(await daily([slide])).toContainEqual({ day: d1, element: slide, locale: 'ko', views: 3, clicks: 1 })
  })
})

describe('retention', () => {
  it('deletes raw events of days more than 30 days ago and keeps their daily counts', async () => {
    const now = new Date()
    const old = seoulDay(now.getTime() - 40 * DAY)
    const recent = seoulDay(now.getTime() - 2 * DAY)
    const slide = element()
    const [oldIds, recentIds] = [
      await insert([
        { at: seoul(old, '08:00'), element: slide, type: 'view', visitor: visitor() },
        { at: seoul(old, '09:00'), element: slide, type: 'click', visitor: visitor() },
      ]),
      await insert([{ at: seoul(recent, '08:00'), element: slide, type: 'view', visitor: visitor() }]),
    ]
    await aggregate(now)
    expect(await rawIds(oldIds)).toEqual([])
    expect(await rawIds(recentIds)).toEqual(recentIds)
    const expected = [
      { day: old, element: slide, locale: 'ko', views: 1, clicks: 1 },
      { day: recent, element: slide, locale: 'ko', views: 1, clicks: 0 },
    ]
    expect(await daily([slide])).toEqual(expected)
    await aggregate(now)
    expect(await daily([slide])).toEqual(expected)
  })

  it('deletes whole days only: the day 30 days ago stays until it is over, the day before goes', async () => {
    const now = new Date()
    const cutoffDay = seoulDay(now.getTime() - 30 * DAY)
    const slide = element()
    const [before] = await insert([
      { at: seoul(addDays(cutoffDay, -1), '23:59'), element: slide, type: 'view', visitor: visitor() },
    ])
    const [within] = await insert([{ at: seoul(cutoffDay, '00:00'), element: slide, type: 'view', visitor: visitor() }])
    await aggregate(now)
    expect(await rawIds([before, within])).toEqual([within])
  })

  it('a day whose first events are past 30 days keeps its full count when it is counted again', async () => {
    // Counted whole, then recounted while only part of its raw events were left, the day lost the
    // deleted events' visitors. With whole days deleted, no recount ever sees part of a day.
    const day = seoulDay(Date.now() - 50 * DAY)
    const slide = element()
    await insert([
      { at: seoul(day, '10:00'), element: slide, type: 'view', visitor: visitor() },
      { at: seoul(day, '20:00'), element: slide, type: 'view', visitor: visitor() },
    ])
    const midDay = seoul(day, '15:00').getTime() + 30 * DAY
    await aggregate(new Date(midDay))
    // The run after it recounts the days of the last run's newest events (the late-commit margin).
    await aggregate(new Date(midDay + 60_000))
    expect(await daily([slide])).toEqual([{ day, element: slide, locale: 'ko', views: 2, clicks: 0 }])
  })

  it("deletes the salts of days that are over and keeps today's", async () => {
    const now = new Date()
    const today = seoulDay(now.getTime())
    const past = [addDays(today, -1), addDays(today, -5)]
    for (const day of [...past, today])
      await db.query('INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
        day,
        randomBytes(32),
      ])
    const salt = async (day: string) =>
      (await db.query<{ salt: Buffer }>('SELECT salt FROM analytics_salts WHERE day = $1', [day])).rows[0]?.salt
    const todays = await salt(today)
    await aggregate(now)
    for (const day of past) expect(await salt(day), day).toBeUndefined()
    expect(await salt(today)).toEqual(todays)
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_salts WHERE day < $1', [
      today,
    ])
    expect(rows[0].n).toBe(0)
  })
})
