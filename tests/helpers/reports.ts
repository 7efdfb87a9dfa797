import fs from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import { sql } from './db'
import type { Fields } from './forms'

/**
 * Helpers for the ethics-report tests: valid answers for each form, and the rows as Postgres
 * holds them (ciphertext only).
 */
export function validReport(kind: 'consult' | 'report', marker: string, overrides: Fields = {}): Fields {
  const base: Fields = {
    subject: `${marker} 서면 계약서를 받지 못했습니다`,
    name: '',
    email: '',
    detail: `${marker} 납품 계약을 맺은 지 석 달이 지났지만 서면 계약서를 받지 못했습니다.`,
    privacyConsent: 'true',
    secretChoice: 'password',
    password: 'correct horse battery',
    passwordConfirm: 'correct horse battery',
  }
  if (kind === 'report') base.categories = ['writtenContract', 'dealingPosition']
  return { ...base, ...overrides }
}

export type ReportRow = {
  id: number
  receipt_number: string
  status: string
  sealed: string
  secret_hash: string
  wrapped_key: string
  seal_id: string
} & Record<string, unknown>

export const reportRow = async (caseNumber: string): Promise<ReportRow | undefined> =>
  (await sql<ReportRow>('SELECT * FROM ethics_reports WHERE receipt_number = $1', [caseNumber]))[0]

/** How many reports Postgres holds. */
export const reportCount = async (): Promise<number> =>
  (await sql<{ n: number }>('SELECT count(*)::int AS n FROM ethics_reports'))[0].n

/** The stored (encrypted) report files, by name. */
export function reportFiles(): string[] {
  const dir = path.join(inject('privateDir'), 'reports')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}
