import readline from 'node:readline'

import type { RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, inject } from 'vitest'

import { startChild, stopChild, UNSETTLED_AWAIT_EXIT, withEntryConditions } from '../../tooling/process'

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

/** A child that has loaded Payload and runs batches of steps (tests/fixtures/submissionJobs.ts). */
type Runner = {
  send: (steps: Step[]) => Promise<unknown[]>
  stop: () => Promise<void>
}

const BATCH_TIMEOUT_MS = 180_000
/** One child per environment, kept for the test file: loading Payload took seconds per call. */
const runners = new Map<string, Promise<Runner>>()

afterAll(async () => {
  const started = [...runners.values()]
  runners.clear()
  await Promise.all(started.map(async (runner) => (await runner.catch(() => undefined))?.stop()))
})

/** Starts the fixture and resolves once it has loaded Payload (rejects with its output if it cannot). */
function startRunner(env: NodeJS.ProcessEnv): Promise<Runner> {
  return new Promise((resolve, reject) => {
    const child = startChild('tsx', ['tests/fixtures/submissionJobs.ts'], env, { stdio: 'pipe', detached: true })
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    let gone: string | undefined
    let output = ''
    let nextBatch = 0
    const waiting = new Map<number, { resolve: (results: unknown[]) => void; reject: (error: Error) => void }>()
    const failAll = (why: string) => {
      gone = why
      const error = new Error(`submission job steps failed (${why}):\n${output.slice(-4000)}`)
      for (const batch of waiting.values()) batch.reject(error)
      waiting.clear()
      reject(error)
    }
    const runner: Runner = {
      send: (steps) =>
        new Promise((resolveBatch, rejectBatch) => {
          if (gone)
            return rejectBatch(new Error(`the submission job runner is gone (${gone}):\n${output.slice(-4000)}`))
          const batch = nextBatch++
          const timer = setTimeout(() => {
            waiting.delete(batch)
            rejectBatch(
              new Error(`submission job steps took over ${BATCH_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`),
            )
          }, BATCH_TIMEOUT_MS)
          const settle = () => clearTimeout(timer)
          waiting.set(batch, {
            resolve: (results) => (settle(), resolveBatch(results)),
            reject: (error) => (settle(), rejectBatch(error)),
          })
          child.stdin?.write(`${JSON.stringify({ batch, steps })}\n`)
        }),
      stop: async () => {
        // Its stdin ends: it closes Payload's connections and exits; a stuck one is stopped.
        child.stdin?.end()
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))])
        await stopChild(child, 5_000, true)
      },
    }
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output += `${line}\n`
      if (line === 'READY') return resolve(runner)
      const answer = /^(RESULT|FAILED) (\d+) (.*)$/.exec(line)
      const batch = answer && waiting.get(Number(answer[2]))
      if (!answer || !batch) return
      waiting.delete(Number(answer[2]))
      if (answer[1] === 'RESULT') batch.resolve(JSON.parse(answer[3]) as unknown[])
      else
        batch.reject(
          new Error(`submission job steps failed:\n${JSON.parse(answer[3]) as string}\n${output.slice(-2000)}`),
        )
    })
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.once('error', (error) => failAll(`could not start: ${error.message}`))
    child.once('exit', (code) => failAll(`exit ${code}`))
  })
}

/**
 * Runs `steps` in a child process that has loaded Payload against the test database (the export
 * condition our entry points need, else Node may exit 13 while loading), with `env` added; returns
 * each step's result. The child is started on the first call with that `env` and kept until the
 * test file ends. Throws with the child's output when a step fails.
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
  const key = JSON.stringify(env)
  if (!runners.has(key)) {
    // Exit 13 happens while modules load, before any step ran (see withEntryConditions): once more is safe.
    const started = startRunner(childEnv).catch((error: Error) => {
      if (!error.message.includes(`exit ${UNSETTLED_AWAIT_EXIT}`)) throw error
      return startRunner(childEnv)
    })
    runners.set(key, started)
  }
  return (await runners.get(key)!).send(steps)
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
