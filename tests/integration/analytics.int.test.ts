import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import {
  BROWSER_UA,
  eventsSince,
  lastEventId,
  seededElements,
  send,
  uniqueClient,
  type Sent,
} from '../helpers/analytics'
import { sql } from '../helpers/db'
import { bearer, deleteDocs, login, request } from '../helpers/http'
import { RawConnection, postHead } from '../helpers/rawHttp'

/**
 * POST /api/analytics through the real app: a good batch is stored with nothing but
 * element, type, language, time and a daily visitor hash; every bad input is a 400 in the
 * request's language and stores nothing, not even the good events of a mixed batch; other methods
 * 405, other origins 403, crawlers 204 with nothing stored, the 61st batch in a minute 429.
 */

const MESSAGES = {
  malformed: {
    ko: '이벤트를 읽을 수 없습니다: JSON 형식의 { locale, events } 묶음이 필요합니다.',
    en: 'The events could not be read: a JSON batch of { locale, events } is expected.',
  },
  tooLarge: {
    ko: '한 번에 보낼 수 있는 이벤트 수나 크기를 넘었습니다.',
    en: 'The batch holds too many events or too many bytes.',
  },
  unknownElement: { ko: '알 수 없는 요소가 있습니다: ', en: 'Unknown elements: ' },
  forbiddenOrigin: {
    ko: '이 사이트의 페이지에서 보낸 이벤트만 받습니다.',
    en: "Only events sent from this site's own pages are accepted.",
  },
  rateLimited: {
    ko: '너무 많은 이벤트를 보냈습니다. 잠시 후 다시 보내 주세요.',
    en: 'Too many events in a short time. Please send them again later.',
  },
  methodNotAllowed: { ko: '이 주소는 이벤트 전송(POST)만 받습니다.', en: 'This address only accepts events (POST).' },
}

const editor = devAccounts.find((a) => a.role === 'editor')!
const run = Date.now().toString(36)
let token = ''
let seeded: Awaited<ReturnType<typeof seededElements>>
const created: number[] = []
let draftElement = ''
let notDueElement = ''

async function createPressRelease(title: string, status: 'draft' | 'published', publishDate: string) {
  const res = await request(`/api/press-releases${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ title, publishDate, _status: status }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  created.push(doc.id)
  return `report:${doc.id}`
}

beforeAll(async () => {
  seeded = await seededElements()
  token = await login(editor.email, editor.password)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString()
  draftElement = await createPressRelease(`분석 초안 ${run}`, 'draft', yesterday)
  notDueElement = await createPressRelease(`분석 예약 ${run}`, 'published', '2099-06-01T00:00:00.000Z')
})

afterAll(async () => {
  if (created.length) await deleteDocs('press-releases', created, token)
})

/** A refusal: the status, `{ detail: 'fail', message }` exactly (no stack, nothing else), no-store. */
function expectRefusal(res: Sent, status: number, message: string | RegExp, label = '') {
  expect(res.status, `${label} ${res.text}`).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const body = res.json() as { detail: string; message: string }
  expect(Object.keys(body).sort()).toEqual(['detail', 'message'])
  expect(body.detail).toBe('fail')
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
  expect(res.text).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|Error:/)
}

describe('a good batch', () => {
  it('is stored as element, type and language, 204, with only a hash of the visitor', async () => {
    const since = await lastEventId()
    const xff = uniqueClient()
    const events = [
      { element: seeded.banner, type: 'view' },
      { element: seeded.report, type: 'view' },
      { element: seeded.report, type: 'click' },
      { element: seeded.fact, type: 'view' },
      { element: seeded.media, type: 'view' },
      { element: seeded.font, type: 'click' },
      { element: seeded.music, type: 'view' },
      { element: 'service:order', type: 'view' },
      { element: 'share:kakao', type: 'click' },
    ]
    const res = await send({ locale: 'en', events }, { xff })
    expect(res.status, res.text).toBe(204)
    expect(res.text).toBe('')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const rows = await eventsSince(since)
    expect(rows.map(({ element, type, locale }) => ({ element, type, locale }))).toEqual(
      events.map((e) => ({ ...e, locale: 'en' })),
    )
    const visitors = new Set(rows.map((r) => r.visitor))
    expect(visitors.size).toBe(1)
    const [visitor] = visitors
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(visitor).not.toContain(xff)
    const stored = await sql('SELECT * FROM analytics_events WHERE id > $1', [since])
    expect(JSON.stringify(stored)).not.toContain(xff)
  })

  it('no analytics table has a column for an address, a cookie, a user or a page', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name LIKE 'analytics\\_%' ORDER BY table_name, ordinal_position`,
    )
    const byTable: Record<string, string[]> = {}
    for (const { table_name, column_name } of columns) (byTable[table_name] ??= []).push(column_name)
    expect(byTable).toEqual({
      analytics_events: ['id', 'received_at', 'element', 'type', 'locale', 'visitor'],
      analytics_daily: ['day', 'element', 'locale', 'views', 'clicks'],
      analytics_salts: ['day', 'salt'],
      analytics_runs: ['id', 'last_event_id', 'ran_at'],
    })
  })

  it('hashes one browser at one address alike on a day, and another address differently', async () => {
    const since = await lastEventId()
    const [a, b] = [uniqueClient(), uniqueClient()]
    const batch = { locale: 'ko', events: [{ element: 'share:copy', type: 'click' }] }
    for (const xff of [a, a, b]) expect((await send(batch, { xff })).status).toBe(204)
    expect((await send(batch, { xff: a, ua: `${BROWSER_UA} Edg/130.0` })).status).toBe(204)
    const rows = await eventsSince(since)
    expect(rows).toHaveLength(4)
    expect(rows[0].visitor, JSON.stringify(rows)).toBe(rows[1].visitor)
    expect(rows[2].visitor).not.toBe(rows[0].visitor)
    expect(rows[3].visitor).not.toBe(rows[0].visitor)
    expect(rows.every((r) => r.locale === 'ko')).toBe(true)
  })
})

describe('bad input: 400 in the request language, nothing stored', () => {
  const good = () => ({ element: 'service:ceo', type: 'view' })
  const padded = (bytes: number) => {
    const batch = { locale: 'ko', events: [good()], pad: '' }
    batch.pad = 'x'.repeat(bytes - JSON.stringify(batch).length)
    const text = JSON.stringify(batch)
    expect(text.length).toBe(bytes)
    return text
  }
  const cases: [string, () => BodyInit | object | undefined, keyof typeof MESSAGES, string?][] = [
    ['junk JSON', () => '{"locale":"ko","events":[', 'malformed'],
    ['not JSON at all', () => 'locale=ko&events=1', 'malformed'],
    ['bytes that are not UTF-8', () => new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'malformed'],
    [
      'a good batch with a non-UTF-8 byte in a string',
      () =>
        new Uint8Array([
          ...new TextEncoder().encode('{"locale":"ko","events":[{"element":"share:mail","type":"view'),
          0xc3,
          ...new TextEncoder().encode('"}]}'),
        ]),
      'malformed',
    ],
    ['an empty body', () => '', 'malformed'],
    ['no body', () => undefined, 'malformed'],
    ['JSON null', () => 'null', 'malformed'],
    ['a list', () => [good()], 'malformed'],
    ['a batch without events', () => ({ locale: 'ko' }), 'malformed'],
    ['an empty batch', () => ({ locale: 'ko', events: [] }), 'malformed'],
    ['another language', () => ({ locale: 'ja', events: [good()] }), 'malformed'],
    ['an unknown event type', () => ({ locale: 'ko', events: [{ ...good(), type: 'hover' }] }), 'malformed'],
    ['an extra property on the batch', () => ({ locale: 'ko', events: [good()], url: '/' }), 'malformed'],
    ['an extra property on an event', () => ({ locale: 'ko', events: [{ ...good(), user: 'u1' }] }), 'malformed'],
    [
      'an element over 40 characters',
      () => ({ locale: 'ko', events: [{ ...good(), element: 'x'.repeat(41) }] }),
      'malformed',
    ],
    ['21 events', () => ({ locale: 'ko', events: Array.from({ length: 21 }, good) }), 'tooLarge'],
    ['4097 bytes', () => padded(4097), 'tooLarge'],
    ['100 kB', () => padded(100_000), 'tooLarge'],
  ]

  it.each(cases)('refuses %s', async (_label, body, code) => {
    for (const [lang, langBy] of [
      ['ko', 'cookie'],
      ['en', 'cookie'],
      ['en', 'query'],
    ] as const) {
      const since = await lastEventId()
      const res = await send(body(), { lang, langBy })
      expectRefusal(res, 400, MESSAGES[code][lang])
      expect(await eventsSince(since)).toEqual([])
    }
  })

  /** Elements the endpoint must not count: named in the message, nothing of the batch stored. */
  const unknown = (): [string, string][] => [
    ['an unknown kind', 'video:1'],
    ['an upper-case kind', 'Banner:1'],
    ['a leading zero', `${seeded.banner.replace(':', ':0')}`],
    ['an extra colon', `${seeded.banner}:1`],
    ['an id past the integer column', 'banner:99999999999'],
    ['an unknown share channel', 'share:line'],
    ['a banner that does not exist', 'banner:2147483647'],
    ['a press release that does not exist', 'report:2147483646'],
    ['a draft press release', draftElement],
    ['a press release not due until 2099', notDueElement],
    ['a font that does not exist', 'font:2147483647'],
    ['a music track that does not exist', 'music:2147483647'],
  ]

  it('refuses each unknown or unpublished element, naming it, in Korean and English', async () => {
    for (const [label, element] of unknown()) {
      for (const lang of ['ko', 'en'] as const) {
        const since = await lastEventId()
        const res = await send({ locale: lang, events: [{ element, type: 'view' }] }, { lang })
        expectRefusal(res, 400, `${MESSAGES.unknownElement[lang]}${element}`, label)
        expect(await eventsSince(since), label).toEqual([])
      }
    }
  })

  it('stores nothing of a batch with one good and one unknown element', async () => {
    for (const [label, element] of unknown()) {
      const since = await lastEventId()
      const events = [
        { element: seeded.banner, type: 'view' },
        { element: 'share:kakao', type: 'click' },
        { element, type: 'click' },
      ]
      const res = await send({ locale: 'ko', events })
      expectRefusal(res, 400, `${MESSAGES.unknownElement.ko}${element}`, label)
      expect(await eventsSince(since), label).toEqual([])
    }
  })

  it('takes a good batch of exactly 4096 bytes (JSON whitespace) and refuses one of 4097', async () => {
    const batch = JSON.stringify({ locale: 'ko', events: [{ element: 'share:x', type: 'view' }] })
    const sized = (bytes: number) => `${batch}${' '.repeat(bytes - batch.length)}`
    const since = await lastEventId()
    expect((await send(sized(4096))).status).toBe(204)
    expect((await eventsSince(since)).map((r) => r.element)).toEqual(['share:x'])
    const next = await lastEventId()
    expectRefusal(await send(sized(4097)), 400, MESSAGES.tooLarge.ko)
    expect(await eventsSince(next)).toEqual([])
  })

  it('refuses a body over 4096 bytes sent chunked, without Content-Length', async () => {
    const since = await lastEventId()
    const connection = new RawConnection()
    await connection.write(
      postHead('/api/analytics?lang=en', {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': BROWSER_UA,
        'X-Forwarded-For': uniqueClient(),
        'Transfer-Encoding': 'chunked',
      }),
    )
    const body = padded(6000)
    for (let at = 0; at < body.length; at += 1000) {
      const chunk = body.slice(at, at + 1000)
      if (!(await connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`))) break
    }
    await connection.write('0\r\n\r\n')
    const res = await connection.response(10_000)
    connection.drop()
    expect(res?.status).toBe(400)
    expect(JSON.parse(res!.body)).toEqual({ detail: 'fail', message: MESSAGES.tooLarge.en })
    expect(await eventsSince(since)).toEqual([])
  })

  it('takes a chunked body of a good batch (the size is checked as read, not from headers)', async () => {
    const since = await lastEventId()
    const connection = new RawConnection()
    await connection.write(
      postHead('/api/analytics', {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': BROWSER_UA,
        'X-Forwarded-For': uniqueClient(),
        'Transfer-Encoding': 'chunked',
        Connection: 'close',
      }),
    )
    const body = JSON.stringify({ locale: 'ko', events: [{ element: 'service:culture', type: 'view' }] })
    for (const chunk of [body.slice(0, 10), body.slice(10)])
      await connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    await connection.write('0\r\n\r\n')
    expect((await connection.response(10_000))?.status).toBe(204)
    expect((await eventsSince(since)).map((r) => r.element)).toEqual(['service:culture'])
  })
})

describe('methods, origins and crawlers', () => {
  const batch = () => ({ locale: 'ko', events: [{ element: 'service:commerce', type: 'view' }] })

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s is 405 with Allow: POST', async (method) => {
    const since = await lastEventId()
    for (const lang of ['ko', 'en'] as const) {
      const res = await send(method === 'GET' ? undefined : batch(), { method, lang })
      expectRefusal(res, 405, MESSAGES.methodNotAllowed[lang])
      expect(res.headers.get('allow')).toBe('POST')
    }
    expect(await eventsSince(since)).toEqual([])
  })

  it.each([
    ['no Origin', null],
    ['Origin null', 'null'],
    ['another site', 'https://evil.example'],
    ['another port of this host', 'http://localhost:1'],
  ])('%s is 403 and nothing is stored', async (_label, origin) => {
    const since = await lastEventId()
    for (const lang of ['ko', 'en'] as const) {
      const res = await send(batch(), { origin, lang })
      expectRefusal(res, 403, MESSAGES.forbiddenOrigin[lang])
    }
    expect(await eventsSince(since)).toEqual([])
  })

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ["Naver's Yeti", 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    [
      'a headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    ],
    // Every browser names itself; a request without a User-Agent is a script.
    ['an empty User-Agent', ''],
  ])('%s gets 204 and nothing is stored', async (_label, ua) => {
    const since = await lastEventId()
    const res = await send(batch(), { ua })
    expect(res.status).toBe(204)
    expect(await eventsSince(since)).toEqual([])
  })
})

describe('rate limit', () => {
  it('refuses the 61st batch of a minute from one client with 429 and Retry-After; others go on', async () => {
    const since = await lastEventId()
    const xff = uniqueClient()
    const batch = { locale: 'ko', events: [{ element: 'share:facebook', type: 'view' }] }
    const statuses: number[] = []
    for (let i = 0; i < 60; i++) statuses.push((await send(batch, { xff })).status)
    expect(statuses).toEqual(Array(60).fill(204))
    expect(await eventsSince(since)).toHaveLength(60)
    const limited = await send(batch, { xff, lang: 'en' })
    expectRefusal(limited, 429, MESSAGES.rateLimited.en)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, String(retryAfter)).toBe(true)
    expect(await eventsSince(since)).toHaveLength(60)
    expect((await send(batch)).status).toBe(204)
    expect(await eventsSince(since)).toHaveLength(61)
  })

  it('stores at most 200 events a minute from one client, however many visitors its headers forge', async () => {
    const since = await lastEventId()
    const client = uniqueClient()
    const twenty = {
      locale: 'ko',
      events: Array.from({ length: 20 }, () => ({ element: 'share:facebook', type: 'view' })),
    }
    // 1,000 events in 50 batches, each claiming another visitor in front of the proxy's view.
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) statuses.push((await send(twenty, { xff: `203.0.113.${i + 1}, ${client}` })).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40)
    const stored = await eventsSince(since)
    expect(stored).toHaveLength(200)
    // One client, one visitor: the forged hops are no one.
    expect(new Set(stored.map((row) => row.visitor)).size).toBe(1)
  })
})
