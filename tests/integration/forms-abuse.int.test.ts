import fs from 'node:fs'

import { describe, expect, inject, it } from 'vitest'

import { sql } from '../helpers/db'
import {
  inquiriesWith,
  multipart,
  newMarker,
  privateFiles,
  sample,
  submit,
  uniqueClient,
  validInquiry,
} from '../helpers/forms'
import { RawConnection, postHead } from '../helpers/rawHttp'

describe('the Origin check', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['the right host on another port', 'http://127.0.0.1:1'],
    ['an opaque origin', 'null'],
  ])('refuses %s with 403, storing nothing', async (_label, origin) => {
    const marker = newMarker('origin')
    const res = await submit('other', { fields: validInquiry('other', marker), origin, lang: 'en' })
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual({
      detail: 'fail',
      message: "Only submissions from this site's own forms are accepted. Reload the page and send it again.",
    })
    expect(await inquiriesWith(marker)).toEqual([])
  })

  it('refuses a POST without any Origin (browsers always send one; scripts do not)', async () => {
    const marker = newMarker('no-origin')
    const res = await submit('other', { fields: validInquiry('other', marker), origin: null })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(
      '이 사이트의 양식에서 보낸 요청만 받을 수 있습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.',
    )
    expect(await inquiriesWith(marker)).toEqual([])
  })
})

describe('the per-client rate limit', () => {
  it('answers the 6th submission within the hour 429 with Retry-After, and other clients are not affected', async () => {
    const client = uniqueClient()
    const marker = newMarker('rate')
    for (let i = 1; i <= 5; i++) {
      const res = await submit('other', { fields: validInquiry('other', marker), client })
      expect(res.status, `submission ${i}`).toBe(200)
    }
    const sixth = await submit('other', { fields: validInquiry('other', marker), client, lang: 'en' })
    expect(sixth.status).toBe(429)
    const retryAfter = Number(sixth.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(sixth.body).toEqual({
      detail: 'fail',
      message: 'Too many submissions in a short time. Please send it again in 60 min.',
    })
    expect(await inquiriesWith(marker)).toHaveLength(5)
    // Behind the trusted proxy, only the address it appended counts: a forged left part changes nothing.
    expect(
      (await submit('other', { fields: validInquiry('other', marker), client: `203.0.113.9, ${client}` })).status,
    ).toBe(429)
    expect((await submit('other', { fields: validInquiry('other', marker), client: uniqueClient() })).status).toBe(200)
  })

  it('counts refused submissions too (each costs the server a parse)', async () => {
    const client = uniqueClient()
    const marker = newMarker('rate-bad')
    for (let i = 1; i <= 5; i++)
      expect(
        (await submit('other', { fields: { ...validInquiry('other', marker), email: 'bad' }, client })).status,
      ).toBe(400)
    expect((await submit('other', { fields: validInquiry('other', marker), client })).status).toBe(429)
  })

  it('keeps no client address in the database or the server log', async () => {
    const client = uniqueClient()
    const marker = newMarker('privacy')
    expect((await submit('other', { fields: validInquiry('other', marker), client })).status).toBe(200)
    for (let i = 0; i < 5; i++) await submit('other', { fields: validInquiry('other', marker), client })
    const [row] = await inquiriesWith(marker)
    const tables = await sql<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
    for (const { table_name } of tables) {
      const [{ n }] = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM "${table_name}" t WHERE row_to_json(t)::text LIKE $1`,
        [`%${client}%`],
      )
      expect(Number(n), table_name).toBe(0)
    }
    expect(row).toBeDefined()
    expect(fs.readFileSync(inject('appLog'), 'utf8')).not.toContain(client)
  })
})

describe('the honeypot', () => {
  it('answers a filled honeypot like a success and stores nothing, file included', async () => {
    const before = privateFiles()
    const marker = newMarker('honeypot')
    const res = await submit('partnership', {
      fields: { ...validInquiry('partnership', marker), homepage: 'https://spam.example' },
      files: [{ filename: 'a.pdf', data: sample.pdf() }],
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      detail: 'success',
      data: { receiptNumber: expect.stringMatching(/^Q-\d{8}-[2-9A-HJ-NP-Z]{6}$/) },
      message: '문의/제보가 접수되었습니다.',
    })
    expect(await inquiriesWith(marker)).toEqual([])
    expect(privateFiles()).toEqual({ stored: before.stored, temp: [] })
  })
})

describe('uploads that never finish', () => {
  /** Polls until no upload is in progress on disk; the bound is generous, the check exact. */
  async function expectNoTempFileWithin(ms: number) {
    await expect.poll(() => privateFiles().temp, { timeout: ms }).toEqual([])
  }

  it('drops a connection lost mid-upload: no row, no file, no temp file', async () => {
    const before = privateFiles()
    const marker = newMarker('dropped')
    const { body, contentType } = multipart(validInquiry('other', marker), [
      { filename: 'deck.pdf', data: sample.pdf(5 * 1024 * 1024) },
    ])
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/forms/other', {
        'Content-Type': contentType,
        'Content-Length': String(body.length),
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    await conn.write(body.subarray(0, 3 * 1024 * 1024))
    // The upload is under way: its temp file exists.
    await expect.poll(() => privateFiles().temp.length).toBe(1)
    conn.drop()
    await expectNoTempFileWithin(15_000)
    expect(await inquiriesWith(marker)).toEqual([])
    expect(privateFiles().stored).toEqual(before.stored)
  })

  it('stops a client that trickles one byte a second: 408, connection closed, nothing kept', async () => {
    const before = privateFiles()
    const marker = newMarker('trickle')
    const { body, contentType } = multipart(validInquiry('other', marker), [
      { filename: 'deck.pdf', data: sample.pdf(64 * 1024) },
    ])
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/forms/other', {
        'Content-Type': contentType,
        'Content-Length': String(body.length),
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    // The form fields and the start of the file arrive, then one byte a second.
    const head = body.indexOf('%PDF') + 10
    await conn.write(body.subarray(0, head))
    await expect.poll(() => privateFiles().temp.length).toBe(1)
    const started = Date.now()
    for (let at = head; at < body.length && !conn.isClosed && Date.now() - started < 50_000; at++) {
      await conn.write(body.subarray(at, at + 1))
      await new Promise((r) => setTimeout(r, 1000))
    }
    // Aborted within the stall window (20 s) plus the 2 s the server lingers; far from 64 kB later.
    expect(conn.isClosed).toBe(true)
    const answer = await conn.response(1000)
    expect(answer?.status).toBe(408)
    expect(JSON.parse(answer!.body)).toEqual({
      detail: 'fail',
      message: '전송이 너무 오래 걸려 중단되었습니다. 연결 상태를 확인한 뒤 다시 보내 주세요.',
    })
    expect(privateFiles()).toEqual({ stored: before.stored, temp: [] })
    expect(await inquiriesWith(marker)).toEqual([])
  }, 90_000)
})
