import fs from 'node:fs'
import path from 'node:path'

import { beforeEach, describe, expect, inject, it } from 'vitest'

import { verifySecret } from '@/lib/reports/crypto'

import { sql } from '../helpers/db'
import { newMarker, sample, submit, type Fields } from '../helpers/forms'
import { reportRow, validReport } from '../helpers/reports'

/** What a refused report could leave behind: rows, encrypted files, uploads in progress. */
async function leftovers() {
  const [{ count }] = await sql<{ count: string }>('SELECT count(*)::text AS count FROM ethics_reports')
  const files = (area: string) => {
    try {
      return fs.readdirSync(path.join(inject('privateDir'), area)).sort()
    } catch {
      return []
    }
  }
  return { rows: Number(count), reports: files('reports'), temp: files('tmp') }
}

let before: Awaited<ReturnType<typeof leftovers>>
beforeEach(async () => {
  before = await leftovers()
})

/** Sends the form with a PDF attached (so a half-kept file would show), and checks nothing stayed. */
async function refused(kind: 'consult' | 'report', fields: Fields, lang: 'ko' | 'en' = 'ko') {
  const res = await submit(kind, {
    fields,
    lang,
    files: [{ filename: 'evidence.pdf', type: 'application/pdf', data: sample.pdf() }],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body.detail).toBe('fail')
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  expect(await leftovers(), 'no row, no kept file, no temp file').toEqual({ ...before, temp: [] })
  return res.body
}

describe('a report the server refuses: 400 with the message under its field, nothing stored', () => {
  it('no report type ticked: "1개 이상 선택해 주세요." under the categories', async () => {
    const body = await refused('report', validReport('report', newMarker('no-type'), { categories: undefined }))
    expect(body.errors).toEqual({ categories: '1개 이상 선택해 주세요.' })
    expect(body.message).toBe('입력한 내용을 확인해 주세요. 항목마다 안내가 표시되어 있습니다.')
  })

  it('no report type ticked, in English', async () => {
    const body = await refused(
      'report',
      validReport('report', newMarker('no-type-en'), { categories: undefined }),
      'en',
    )
    expect(body.errors).toEqual({ categories: 'Select at least 1.' })
  })

  it('a report type that does not exist', async () => {
    const body = await refused('report', validReport('report', newMarker('bad-type'), { categories: ['bribery'] }))
    expect(body.errors).toEqual({ categories: '이 값은 접수할 수 없습니다. 내용을 확인해 주세요.' })
  })

  it.each(['consult', 'report'] as const)('the %s form with the privacy consent unticked', async (kind) => {
    const body = await refused(kind, validReport(kind, newMarker('no-consent'), { privacyConsent: undefined }))
    expect(body.errors).toEqual({ privacyConsent: '동의해 주셔야 접수할 수 있습니다.' })
  })

  it('a password shorter than 10 characters', async () => {
    const body = await refused(
      'report',
      validReport('report', newMarker('short'), { password: 'short-pw', passwordConfirm: 'short-pw' }),
    )
    expect(body.errors).toEqual({ password: '10자 이상 입력해 주세요.' })
  })

  it('a password confirmation that does not match, in both languages', async () => {
    const fields = validReport('consult', newMarker('mismatch'), {
      password: 'correct horse battery',
      passwordConfirm: 'correct horse battery!',
    })
    expect((await refused('consult', fields)).errors).toEqual({ passwordConfirm: '비밀번호가 일치하지 않습니다.' })
    expect((await refused('consult', fields, 'en')).errors).toEqual({ passwordConfirm: 'The passwords do not match.' })
  })

  it('no way back chosen (neither a password nor a generated receipt)', async () => {
    const body = await refused('consult', validReport('consult', newMarker('no-choice'), { secretChoice: undefined }))
    expect(body.errors).toEqual({ secretChoice: '필수 입력 항목입니다.' })
  })

  it('an empty subject does not hide the password rule: both messages come in one answer', async () => {
    const fields = validReport('consult', newMarker('empty-and-short'), {
      subject: '',
      password: 'short',
      passwordConfirm: 'short',
    })
    expect((await refused('consult', fields)).errors).toEqual({
      subject: '필수 입력 항목입니다.',
      password: expect.stringContaining('10'),
    })
  })

  it('every mistake at once: each field gets its own message', async () => {
    const fields = validReport('report', newMarker('all'), {
      categories: undefined,
      privacyConsent: undefined,
      password: 'correct horse battery',
      passwordConfirm: 'other',
    })
    expect((await refused('report', fields)).errors).toEqual({
      categories: '1개 이상 선택해 주세요.',
      privacyConsent: '동의해 주셔야 접수할 수 있습니다.',
      passwordConfirm: '비밀번호가 일치하지 않습니다.',
    })
  })
})

describe('a consultation with a generated receipt', () => {
  it('answers the receipt once (XXXX-XXXX-XXXX-XXXX); the row keeps only its scrypt hash', async () => {
    const marker = newMarker('generated')
    const fields = validReport('consult', marker, {
      secretChoice: 'generated',
      password: undefined,
      passwordConfirm: undefined,
    })
    const res = await submit('consult', { fields })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const data = res.body.data as { receiptNumber: string; receipt?: string }
    expect(data.receipt).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/)
    const row = await reportRow(data.receiptNumber)
    expect(row?.secret_hash).toMatch(/^scrypt\$/)
    expect(JSON.stringify(row)).not.toContain(data.receipt)
    expect(JSON.stringify(row)).not.toContain(marker)
    expect(await verifySecret(data.receipt ?? '', row?.secret_hash)).toBe(true)
    expect(await verifySecret('correct horse battery', row?.secret_hash)).toBe(false)
  })

  it('a password sent alongside a generated receipt is ignored: only the receipt opens the case', async () => {
    const res = await submit('consult', {
      fields: validReport('consult', newMarker('both'), { secretChoice: 'generated' }),
    })
    expect(res.status).toBe(200)
    const data = res.body.data as { receiptNumber: string; receipt?: string }
    const row = await reportRow(data.receiptNumber)
    expect(await verifySecret(data.receipt ?? '', row?.secret_hash)).toBe(true)
    expect(await verifySecret('correct horse battery', row?.secret_hash)).toBe(false)
  })
})
