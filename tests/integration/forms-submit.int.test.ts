import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { inquiryKinds } from '../../src/lib/forms/inquiry'
import { MAX_FILE_BYTES } from '../../src/lib/guards/limits'
import { RECEIPT_PATTERN } from '../../src/lib/submissions/receipt'
import { inquiriesWith, newMarker, privateFiles, sample, submit, validInquiry } from '../helpers/forms'
import { request } from '../helpers/http'

const storedPath = (key: string) => path.join(inject('privateDir'), key)

describe('POST /api/forms/{kind}', () => {
  it.each(inquiryKinds)(
    'stores a valid %s inquiry and answers with a receipt number in Korean by default',
    async (kind) => {
      const marker = newMarker(kind)
      const res = await submit(kind, { fields: validInquiry(kind, marker) })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body).toEqual({
        detail: 'success',
        data: { receiptNumber: expect.stringMatching(RECEIPT_PATTERN) },
        message: '문의/제보가 접수되었습니다.',
      })
      expect(res.body.data?.receiptNumber).toMatch(/^Q-\d{8}-/)

      const [row, ...others] = await inquiriesWith(marker)
      expect(others).toHaveLength(0)
      expect(row).toMatchObject({
        receipt_number: res.body.data?.receiptNumber,
        kind,
        status: 'new',
        locale: 'ko',
        name: '김배달',
        email: 'partner@example.com',
      })
      expect(row.organization).toBe(kind === 'partnership' ? '프렌즈상사' : kind === 'visit' ? '프렌즈대학교' : null)
      expect(row.media_name).toBe(kind === 'press' ? '배달일보' : null)
      expect(row.visitors === null ? null : Number(row.visitors)).toBe(kind === 'visit' ? 12 : null)
      expect(row.attachment_key).toBeNull()
    },
  )

  it('answers in English with ?lang=en and records the language for the acknowledgement', async () => {
    const marker = newMarker('en')
    const res = await submit('other', { fields: validInquiry('other', marker), lang: 'en' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Inquiry/report has been submitted.')
    expect((await inquiriesWith(marker))[0].locale).toBe('en')
  })

  it('takes the language from the lang cookie when there is no query', async () => {
    const marker = newMarker('cookie')
    const res = await submit('other', { fields: validInquiry('other', marker), headers: { cookie: 'lang=EN' } })
    expect(res.body.message).toBe('Inquiry/report has been submitted.')
  })

  it('stores an attachment under a generated name outside every public path, byte for byte, with its checked type', async () => {
    const marker = newMarker('file')
    const data = sample.pdf(200_000)
    // macOS sends Korean names decomposed (NFD); staff see them composed.
    const res = await submit('partnership', {
      fields: validInquiry('partnership', marker),
      files: [{ filename: '제안서 최종(1).pdf'.normalize('NFD'), type: 'text/html', data }],
    })
    expect(res.status).toBe(200)
    const [row] = await inquiriesWith(marker)
    expect(row.attachment_key).toMatch(/^inquiries\/[0-9a-f-]{36}$/)
    expect(row.attachment_filename).toBe('제안서 최종(1).pdf'.normalize('NFC'))
    // The type the bytes prove, not the one the client declared.
    expect(row.attachment_mime_type).toBe('application/pdf')
    expect(Number(row.attachment_size)).toBe(data.length)
    expect(fs.readFileSync(storedPath(row.attachment_key!)).equals(data)).toBe(true)
    expect(privateFiles().temp).toEqual([])
    // Nothing public serves it.
    for (const url of [
      `/${row.attachment_key}`,
      `/uploads/${row.attachment_key}`,
      `/api/images/file/${path.basename(row.attachment_key!)}`,
    ]) {
      expect((await request(url)).status, url).toBeGreaterThanOrEqual(400)
    }
  })

  it('accepts a file of exactly 30 MB', async () => {
    const marker = newMarker('30mb')
    const data = sample.zip(MAX_FILE_BYTES)
    const res = await submit('partnership', {
      fields: validInquiry('partnership', marker),
      files: [{ filename: 'deck.zip', data }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [row] = await inquiriesWith(marker)
    expect(Number(row.attachment_size)).toBe(30 * 1024 * 1024)
    expect(fs.statSync(storedPath(row.attachment_key!)).size).toBe(30 * 1024 * 1024)
    expect(privateFiles().temp).toEqual([])
  })

  it.each([
    ['report.pdf', sample.pdf(), 'application/pdf'],
    ['photo.PNG', sample.png(), 'image/png'],
    ['photo.jpg', sample.jpeg(), 'image/jpeg'],
    // an image whose name says another image type is still that image
    ['animation.jpg', sample.gif(), 'image/gif'],
    ['photo.webp', sample.webp(), 'image/webp'],
    ['proposal.docx', sample.zip(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['budget.xlsx', sample.zip(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slides.pptx', sample.zip(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['old.doc', sample.ole2(), 'application/msword'],
    ['old.xls', sample.ole2(), 'application/vnd.ms-excel'],
    ['old.ppt', sample.ole2(), 'application/vnd.ms-powerpoint'],
    ['기획안.hwp', sample.ole2(), 'application/x-hwp'],
    ['기획안.hwpx', sample.hwpx(), 'application/hwp+zip'],
    ['bundle.zip', sample.zip(), 'application/zip'],
  ])('accepts %s as %s', async (filename, data, mimeType) => {
    const marker = newMarker('type')
    const res = await submit('other', { fields: validInquiry('other', marker), files: [{ filename, data }] })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await inquiriesWith(marker))[0]).toMatchObject({
      attachment_filename: filename,
      attachment_mime_type: mimeType,
    })
  })

  it('treats an empty file input (no file chosen) as no attachment', async () => {
    const marker = newMarker('nofile')
    const res = await submit('other', { fields: validInquiry('other', marker), files: [{ data: new Uint8Array(0) }] })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await inquiriesWith(marker))[0].attachment_key).toBeNull()
  })

  it('gives every submission its own receipt number', async () => {
    const marker = newMarker('receipts')
    const answers = await Promise.all([1, 2, 3].map(() => submit('other', { fields: validInquiry('other', marker) })))
    const numbers = answers.map((a) => a.body.data?.receiptNumber)
    expect(new Set(numbers).size).toBe(3)
    expect((await inquiriesWith(marker)).map((r) => r.receipt_number).sort()).toEqual([...numbers].sort())
  })
})

describe('other methods on /api/forms/{kind}', () => {
  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s answers 405 with Allow: POST and the envelope', async (method) => {
    const res = await request('/api/forms/partnership?lang=en', {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'text/plain' },
      body: method === 'GET' ? undefined : 'x',
    })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ detail: 'fail', message: 'This address only accepts form submissions (POST).' })
  })

  it('HEAD answers 405 with Allow: POST, OPTIONS 204 with Allow: POST', async () => {
    const head = await request('/api/forms/partnership', { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('allow')).toBe('POST')
    const options = await request('/api/forms/partnership', { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST')
  })
})
