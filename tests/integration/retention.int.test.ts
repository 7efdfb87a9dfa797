import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { inquiryData, runSubmissionJobs } from '../helpers/submissionJobs'

/**
 * SPEC §9: inquiries are destroyed 3 years after receipt (an admin setting). purgeExpired runs
 * with a controlled clock (`now` is its parameter) in a child process that has loaded Payload,
 * against the real database and real files under PRIVATE_FILES_DIR.
 */
const DAY = 24 * 60 * 60 * 1000
/** The controlled clock: fixed for the whole file (files are dated by the real clock, so it is today). */
const NOW = new Date()

const yearsBefore = (years: number, plusDays: number) => {
  const date = new Date(NOW)
  date.setUTCFullYear(date.getUTCFullYear() - years)
  return new Date(date.getTime() + plusDays * DAY).toISOString()
}

const privateDir = () => inject('privateDir')
const filePath = (key: string) => path.join(privateDir(), key)

/** A stored file of the inquiries area; `ageMs` back-dates it (the sweep spares files under an hour old). */
function storeFile(ageMs = 0): string {
  const key = `inquiries/${randomUUID()}`
  fs.mkdirSync(path.dirname(filePath(key)), { recursive: true })
  fs.writeFileSync(filePath(key), `%PDF-1.4\n${key}\n`)
  if (ageMs) {
    const at = new Date(Date.now() - ageMs)
    fs.utimesSync(filePath(key), at, at)
  }
  return key
}

const attachment = (key: string) => ({ key, filename: 'deck.pdf', mimeType: 'application/pdf', size: 20 })
const exists = (key: string) => fs.existsSync(filePath(key))

describe('retention of inquiries (SPEC §9)', () => {
  it('deletes inquiries and files received more than 3 years before now, keeps newer ones, and sweeps old files without a row', async () => {
    const expiredFile = storeFile()
    const keptFile = storeFile()
    const oldOrphan = storeFile(2 * 60 * 60 * 1000)
    const freshOrphan = storeFile() // may be a submission still being written
    const expired = inquiryData({ receivedAt: yearsBefore(3, -1), attachment: attachment(expiredFile) })
    const kept = inquiryData({ receivedAt: yearsBefore(3, +1), attachment: attachment(keptFile) })
    const keptNoFile = inquiryData({ receivedAt: yearsBefore(0, -2) })

    const [expiredId, keptId, keptNoFileId, before, result, after] = (await runSubmissionJobs([
      { op: 'createInquiry', data: expired },
      { op: 'createInquiry', data: kept },
      { op: 'createInquiry', data: keptNoFile },
      { op: 'existingInquiries', ids: ['ref:0', 'ref:1', 'ref:2'] },
      { op: 'purge', now: NOW.toISOString() },
      { op: 'existingInquiries', ids: ['ref:0', 'ref:1', 'ref:2'] },
    ])) as [number, number, number, number[], { rows: number; files: number }, number[]]
    try {
      expect(before).toEqual([expiredId, keptId, keptNoFileId])
      expect(result).toEqual({ rows: 1, files: 2 })
      expect(after).toEqual([keptId, keptNoFileId])
      expect({
        expiredFile: exists(expiredFile),
        keptFile: exists(keptFile),
        oldOrphan: exists(oldOrphan),
        freshOrphan: exists(freshOrphan),
      }).toEqual({
        expiredFile: false,
        keptFile: true,
        oldOrphan: false,
        freshOrphan: true,
      })
    } finally {
      await runSubmissionJobs([{ op: 'deleteInquiries', ids: [keptId, keptNoFileId] }])
      for (const key of [keptFile, freshOrphan]) fs.rmSync(filePath(key), { force: true })
    }
  }, 240_000)

  it('follows a changed retention period in the site settings', async () => {
    const twoYearsOld = storeFile()
    const rows = [
      inquiryData({ receivedAt: yearsBefore(2, -1), attachment: attachment(twoYearsOld) }),
      inquiryData({ receivedAt: yearsBefore(1, -1) }),
      inquiryData({ receivedAt: yearsBefore(1, +1) }),
    ]
    const results = await runSubmissionJobs([
      ...rows.map((data) => ({ op: 'createInquiry' as const, data })),
      { op: 'setInbox', inbox: { retentionYears: 1 } },
      { op: 'purge', now: NOW.toISOString() },
      { op: 'existingInquiries', ids: ['ref:0', 'ref:1', 'ref:2'] },
      // Restored at once: the next purge run in this database must see the default again.
      { op: 'setInbox', inbox: { retentionYears: 3 } },
    ])
    const [twoYearsId, overOneYearId, underOneYearId] = results as number[]
    const previous = results[3] as { retentionYears: number }
    try {
      expect(previous.retentionYears).toBe(3)
      expect(results[4]).toEqual({ rows: 2, files: 1 })
      expect(results[5]).toEqual([underOneYearId])
      expect(exists(twoYearsOld)).toBe(false)
      expect([twoYearsId, overOneYearId].every((id) => typeof id === 'number')).toBe(true)
    } finally {
      await runSubmissionJobs([
        { op: 'setInbox', inbox: { retentionYears: previous.retentionYears ?? 3 } },
        { op: 'deleteInquiries', ids: [underOneYearId] },
      ])
    }
  }, 240_000)

  it('is queued by the retention cron for the next 03:30 on the retention queue', async () => {
    const [scheduled] = (await runSubmissionJobs([{ op: 'scheduleRetention' }])) as [
      { queued: number; jobs: { id: number; queue: string; waitUntil: string }[] },
    ]
    try {
      expect(scheduled.jobs).toHaveLength(1)
      const [job] = scheduled.jobs
      expect(job.queue).toBe('retention')
      const due = new Date(job.waitUntil)
      // The task's schedule is '30 3 * * *' in the server's time zone: the next 03:30 within a day.
      expect([due.getHours(), due.getMinutes()]).toEqual([3, 30])
      expect(due.getTime() - Date.now()).toBeGreaterThan(0)
      expect(due.getTime() - Date.now()).toBeLessThanOrEqual(DAY)
      // A second pass of the cron does not queue it twice.
      const [again] = (await runSubmissionJobs([{ op: 'scheduleRetention' }])) as [{ queued: number; jobs: unknown[] }]
      expect(again).toMatchObject({ queued: 0, jobs: [job] })
    } finally {
      await runSubmissionJobs([{ op: 'deleteJobs', ids: scheduled.jobs.map((job) => job.id) }])
    }
  }, 240_000)
})
