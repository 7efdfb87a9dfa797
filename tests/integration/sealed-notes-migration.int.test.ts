import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { openNotes, reportKey } from '../../src/lib/reports/sealed'
import { down, up } from '../../src/migrations/20261129_135632_sealed_notes'
import { newMarker, submit, uniqueClient } from '../helpers/forms'
import { reportRow, validReport } from '../helpers/reports'

/**
 * Notes written before they were sealed: the migration seals each under its case's key before it
 * drops the plaintext column, so none is lost and none stays readable. Run on the test database
 * inside a transaction that is rolled back (Postgres changes tables transactionally), from the
 * schema before it (`down`) to the one after (`up`).
 */
const client = new pg.Client({ connectionString: inject('databaseUrl') })
let caseNumber = ''

beforeAll(async () => {
  // The test opens what the migration sealed with the app's own master key.
  process.env.REPORTS_KEY = inject('reportsKey')
  const marker = newMarker('notes-migration')
  const res = await submit('report', { fields: validReport('report', marker), client: uniqueClient() })
  expect(res.status, res.body.message).toBe(200)
  caseNumber = res.body.data!.receiptNumber
  await client.connect()
})

afterAll(async () => {
  await client.end()
})

describe('the migration that seals internal notes', () => {
  it('seals every existing note under its case key and drops the plaintext; back again with down', async () => {
    const { id } = (await reportRow(caseNumber))!
    const db = drizzle(client)
    const args = { db } as unknown as Parameters<typeof up>[0]
    const note = '담당자 배정: 법무팀 확인 필요 (before sealing)'
    await client.query('BEGIN')
    try {
      await down(args)
      await client.query('UPDATE ethics_reports SET internal_notes = $1 WHERE id = $2', [note, id])
      await up(args)
      const columns = await client.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'ethics_reports' AND column_name LIKE '%notes'",
      )
      expect(columns.rows.map((row) => row.column_name)).toEqual(['sealed_notes'])
      const [row] = (
        await client.query('SELECT seal_id, wrapped_key, sealed_notes FROM ethics_reports WHERE id = $1', [id])
      ).rows as { seal_id: string; wrapped_key: string; sealed_notes: string }[]
      expect(row!.sealed_notes).toMatch(/^v1\./)
      expect(row!.sealed_notes).not.toContain('법무팀')
      const key = reportKey({ sealId: row!.seal_id, wrappedKey: row!.wrapped_key })
      expect(openNotes(key, row!.seal_id, row!.sealed_notes)).toBe(note)
      // And back: the earlier code's plaintext column gets the same note.
      await down(args)
      const back = await client.query('SELECT internal_notes FROM ethics_reports WHERE id = $1', [id])
      expect(back.rows[0].internal_notes).toBe(note)
    } finally {
      await client.query('ROLLBACK')
    }
  })
})
