import type { RequiredDataFromCollectionSlug } from 'payload'
import { inject } from 'vitest'

import { UNSETTLED_AWAIT_EXIT, withEntryConditions } from '../../tooling/process'
import { capture } from '../../tooling/capture'

/** The result of step N, or one field of it (`ref:0.id`). */
type Ref = `ref:${number}` | `ref:${number}.${string}`
type Id = number | Ref

export type InquiryData = RequiredDataFromCollectionSlug<'inquiries'>

/** A file to store encrypted with a report or message: its name, type and bytes (base64). */
export type FixtureFile = { filename: string; mimeType: string; base64: string }

/** An ethics report as the pipeline stores it (sealed by the fixture), with a status and dates of the test's choosing. */
export type ReportData = {
  receiptNumber: string
  form: 'consult' | 'report'
  status: 'received' | 'inReview' | 'answered' | 'closed'
  receivedAt: string
  closedAt?: string | null
  locale: 'ko' | 'en'
  content: { subject: string; name?: string; email?: string; categories?: string[]; detail: string }
  file?: FixtureFile
}

/** What `createReport` and `createReportMessage` answer. */
export type Created = { id: number; fileKey: string | null }

/** One step of tests/fixtures/submissionJobs.ts, run in a child process that has loaded Payload. */
export type Step =
  | { op: 'createInquiry'; data: InquiryData }
  | { op: 'createReport'; data: ReportData }
  | { op: 'createReportMessage'; report: Id; body: string; file?: FixtureFile }
  | { op: 'openReport'; id: Id; email: string; times: number }
  | { op: 'setInbox'; inbox: { notificationEmail?: string | null; retentionYears?: number } }
  | { op: 'setReports'; reports: { retentionMonths: number } }
  | {
      op: 'queueMail'
      id: Id
      message: 'notify' | 'acknowledge' | 'notifyCompliance'
      collection?: 'inquiries' | 'ethics-reports'
    }
  | { op: 'runMailJobs'; ids: (Id | string)[] }
  | { op: 'jobs'; ids: (Id | string)[] }
  | { op: 'existingInquiries'; ids: Id[] }
  | { op: 'purge'; now: string }
  | { op: 'purgeReports'; now: string }
  | { op: 'scheduleRetention' }
  | { op: 'deleteJobs'; ids: (Id | string)[] }
  | { op: 'deleteInquiries'; ids: Id[] }
  | { op: 'deleteReports'; ids: Id[] }

export type JobState = {
  id: number | string
  input: { collection: string; id: number; message: string }
  hasError: boolean
  processing: boolean
  completedAt: string | null
  totalTried: number
  waitUntil: string | null
  queue: string | null
  taskSlug: string | null
}

/**
 * Runs `steps` in a child process that loads Payload against the test database (the export
 * condition our entry points need, else Node may exit 13 while loading), with `env` added; returns
 * each step's result. Throws with the child's output when it fails.
 */
export async function runSubmissionJobs(
  steps: Step[],
  env: Record<string, string | undefined> = {},
): Promise<unknown[]> {
  const childEnv: NodeJS.ProcessEnv = withEntryConditions({
    ...process.env,
    APP_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    PRIVATE_FILES_DIR: inject('privateDir'),
    MAIL_DIR: inject('mailDir'),
    // The app's key: reports the child seals are reports the app opens, and the other way round.
    REPORTS_KEY: inject('reportsKey'),
    SMTP_URL: undefined,
    PAYLOAD_DISABLE_JOBS: '1',
    ...env,
  })
  // An unset variable is left out, not passed on as a string.
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key]
  const args = ['tests/fixtures/submissionJobs.ts', JSON.stringify(steps)]
  let finished = await capture('tsx', args, childEnv, 180_000)
  // Exit 13 happens while modules load, before any step ran (see withEntryConditions): once more is safe.
  if (finished.code === UNSETTLED_AWAIT_EXIT) finished = await capture('tsx', args, childEnv, 180_000)
  const line = finished.output.split('\n').find((l) => l.startsWith('RESULT '))
  if (finished.code !== 0 || !line)
    throw new Error(`submission job steps failed (exit ${finished.code}):\n${finished.output.slice(-4000)}`)
  return JSON.parse(line.slice('RESULT '.length)) as unknown[]
}

let counter = 0
/** An inquiry as the pipeline would store it, with a receipt number unique to this run. */
export function inquiryData(overrides: Partial<InquiryData> = {}): InquiryData {
  counter += 1
  return {
    receiptNumber: `T-${Date.now().toString(36)}-${process.pid}-${counter}`.toUpperCase(),
    kind: 'press',
    status: 'new',
    receivedAt: new Date().toISOString(),
    locale: 'en',
    subject: 'Interview request about delivery robots',
    name: 'Jane Reporter',
    mediaName: 'Daily Test',
    email: 'jane.reporter@example.com',
    detail: 'We would like to interview your head of robotics next week. The full questions are attached.',
    ...overrides,
  }
}

/** An ethics report with a case number unique to this run; `marker` is in everything the reporter wrote. */
export function reportData(marker: string, overrides: Partial<ReportData> = {}): ReportData {
  counter += 1
  return {
    receiptNumber: `E-T${Date.now().toString(36)}-${process.pid}-${counter}`.toUpperCase(),
    form: 'report',
    status: 'received',
    receivedAt: new Date().toISOString(),
    locale: 'ko',
    content: {
      subject: `${marker} 판촉비용을 떠넘겼습니다`,
      name: `${marker} 김제보`,
      email: `${marker.toLowerCase()}@example.com`,
      categories: ['promotionCosts'],
      detail: `${marker} 지난 분기 판촉 행사 비용 전액을 납품업체에 부담시켰습니다.`,
    },
    ...overrides,
  }
}

/** A file for a fixture report or message. */
export const fixtureFile = (filename: string, data: Buffer, mimeType = 'application/pdf'): FixtureFile => ({
  filename,
  mimeType,
  base64: data.toString('base64'),
})
