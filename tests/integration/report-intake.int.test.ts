import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { newMarker, sample, submit } from '../helpers/forms'
import { bearer, login, request } from '../helpers/http'
import { reportRow, validReport } from '../helpers/reports'
import { devAccount } from '../helpers/staff'

describe('an unfair-trade report sent with a file', () => {
  it('is stored sealed: the row and the file hold ciphertext; compliance reads it opened, an editor not at all', async () => {
    const marker = newMarker('intake')
    const file = Buffer.concat([sample.pdf(512), Buffer.from(`${marker} file body`)])
    const res = await submit('report', {
      fields: validReport('report', marker),
      files: [{ filename: `${marker}.pdf`, data: file }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const caseNumber = res.body.data?.receiptNumber ?? ''
    expect(caseNumber).toMatch(/^E-\d{8}-[A-Z0-9]{6}$/)

    const row = await reportRow(caseNumber)
    expect(row).toBeDefined()
    expect(JSON.stringify(row)).not.toContain(marker)
    expect(row?.secret_hash).toMatch(/^scrypt\$/)
    const stored = fs
      .readdirSync(path.join(inject('privateDir'), 'reports'))
      .map((name) => fs.readFileSync(path.join(inject('privateDir'), 'reports', name)))
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.some((data) => data.includes(marker))).toBe(false)

    const compliance = await login(devAccount('compliance').email, devAccount('compliance').password)
    const read = await request(`/api/ethics-reports/${row?.id}?depth=0`, { headers: bearer(compliance) })
    expect(read.status).toBe(200)
    const doc = (await read.json()) as Record<string, unknown>
    expect(doc.subject).toContain(marker)
    expect(doc.categories).toEqual(['writtenContract', 'dealingPosition'])
    expect(doc).not.toHaveProperty('sealed')
    expect(doc).not.toHaveProperty('wrappedKey')
    expect(doc).not.toHaveProperty('secretHash')

    const editor = await login(devAccount('editor').email, devAccount('editor').password)
    expect((await request(`/api/ethics-reports/${row?.id}`, { headers: bearer(editor) })).status).toBe(403)
  })
})
