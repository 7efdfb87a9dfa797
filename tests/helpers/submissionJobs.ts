import type { RequiredDataFromCollectionSlug } from 'payload'
import { inject } from 'vitest'

import { UNSETTLED_AWAIT_EXIT, withEntryConditions } from '../../scripts/lib/process'
import { capture } from './spawn'

type Ref = `ref:${number}`
type Id = number | Ref

export type InquiryData = RequiredDataFromCollectionSlug<'inquiries'>

/** One step of tests/fixtures/submissionJobs.ts, run in a child process that has loaded Payload. */
export type Step =
  | { op: 'createInquiry'; data: InquiryData }
  | { op: 'setInbox'; inbox: { notificationEmail?: string | null; retentionYears?: number } }
  | { op: 'queueMail'; id: Id; message: 'notify' | 'acknowledge' }
  | { op: 'runMailJobs'; ids: (Id | string)[] }
  | { op: 'jobs'; ids: (Id | string)[] }
  | { op: 'existingInquiries'; ids: Id[] }
  | { op: 'purge'; now: string }
  | { op: 'scheduleRetention' }
  | { op: 'deleteJobs'; ids: (Id | string)[] }
  | { op: 'deleteInquiries'; ids: Id[] }

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
export async function runSubmissionJobs(steps: Step[], env: Record<string, string | undefined> = {}): Promise<unknown[]> {
  const childEnv: NodeJS.ProcessEnv = withEntryConditions({
    ...process.env,
    APP_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    PRIVATE_FILES_DIR: inject('privateDir'),
    MAIL_DIR: inject('mailDir'),
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
  if (finished.code !== 0 || !line) throw new Error(`submission job steps failed (exit ${finished.code}):\n${finished.output.slice(-4000)}`)
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
