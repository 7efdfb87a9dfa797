import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { capture, startUntil } from '../../tooling/capture'
import { nodeTs, withEntryConditions } from '../../tooling/process'
import { sql } from '../helpers/db'
import { inquiryData, runSubmissionJobs } from '../helpers/submissionJobs'

/**
 * One job worker: `npm run worker` runs the job queues only while it holds the jobs
 * lock, so two workers started together never run one job twice, and the standby takes over when
 * the active one dies. On a fresh database of its own (advisory locks are per database), with the
 * queues polled every second (JOBS_CRON) and mail written as .eml files.
 */

const scratch = fs.mkdtempSync(path.resolve('.test-data', 'job-worker-'))
const mailDir = path.join(scratch, 'mail')
const name = `job_worker_${process.pid}_${Date.now()}`
const url = Object.assign(new URL(inject('databaseUrl')), { pathname: `/${name}` }).toString()
const workers: ChildProcess[] = []

const env = (extra: Record<string, string> = {}) =>
  withEntryConditions({
    ...process.env,
    APP_ENV: 'test',
    DATABASE_URL: url,
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    PRIVATE_FILES_DIR: path.join(scratch, 'private'),
    MAIL_DIR: mailDir,
    REPORTS_KEY: inject('reportsKey'),
    SMTP_URL: '',
    JOBS_CRON: '* * * * * *',
    ...extra,
  })

/** Kills a worker with everything it started (it leads its own process group); gone already is fine. */
const kill = (worker: ChildProcess) => {
  try {
    if (worker.pid) process.kill(-worker.pid, 'SIGKILL')
  } catch {
    // the group has exited
  }
}

afterAll(async () => {
  workers.forEach(kill)
  await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  fs.rmSync(scratch, { recursive: true, force: true })
})

const startWorker = (ready: RegExp) =>
  startUntil(...nodeTs('scripts/worker.ts'), env(), ready, 120_000).then((started) => {
    workers.push(started.child)
    return started
  })

const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : [])

/** Queues an acknowledgement for each of `count` new inquiries (no job runs in this process); returns the job ids. */
async function queueAcknowledgements(count: number): Promise<(number | string)[]> {
  const steps = Array.from({ length: count }, () => [{ op: 'createInquiry' as const, data: inquiryData() }]).flat()
  const created = (await runSubmissionJobs(steps, {
    DATABASE_URL: url,
    PRIVATE_FILES_DIR: path.join(scratch, 'private'),
  })) as number[]
  const queued = await runSubmissionJobs(
    created.map((id) => ({ op: 'queueMail' as const, id, message: 'acknowledge' as const })),
    { DATABASE_URL: url, MAIL_DIR: mailDir },
  )
  return queued as (number | string)[]
}

/** The jobs of `ids` still in the queue, read straight from the worker's database. */
async function jobsLeft(ids: (number | string)[]): Promise<{ id: number; processing: boolean }[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT id, processing FROM payload_jobs WHERE id = ANY($1::int[])', [ids])
    return rows as { id: number; processing: boolean }[]
  } finally {
    await client.end()
  }
}

/**
 * Waits until every job has run: Payload deletes a job once it completed (a failed one stays, with
 * its error), so done means gone, with its mail written.
 */
async function ran(ids: (number | string)[], mailsExpected: number, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const left = await jobsLeft(ids)
    if (left.length === 0 && mails().length >= mailsExpected) break
    if (Date.now() > deadline)
      throw new Error(`jobs not run in time: ${JSON.stringify(left)}, ${mails().length} of ${mailsExpected} mails`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  // A job run twice would write its mail twice: give a second run time to show.
  await new Promise((resolve) => setTimeout(resolve, 3000))
}

describe('the job worker', () => {
  it('two workers started together: one runs every job exactly once, the other stands by and takes over when it dies', async () => {
    await sql(`CREATE DATABASE "${name}"`)
    const prepared = await capture('tsx', ['scripts/prepare.ts'], env({ PAYLOAD_DISABLE_JOBS: '1' }), 300_000)
    expect(prepared.code, prepared.output.slice(-2000)).toBe(0)

    // A job a runner was in the middle of when it died: marked as running, never finished.
    const stranded = await queueAcknowledgements(1)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('UPDATE payload_jobs SET processing = true WHERE id = ANY($1::int[])', [stranded])
    await client.end()

    const [first, second] = await Promise.all([
      startWorker(/Running the job queues|stands by/),
      startWorker(/Running the job queues|stands by/),
    ])
    const active = /Running the job queues/.test(first.output()) ? first : second
    const standby = active === first ? second : first
    expect(active.output()).toMatch(/Running the job queues/)
    expect(standby.output()).toMatch(/stands by/)
    expect(standby.output()).not.toMatch(/Running the job queues/)

    // The active worker queued the stranded job again, and ran it with six new ones, each once. (It
    // may have run the stranded one already while the standby was still starting: only the total counts.)
    expect(active.output()).toMatch(/1 job\(s\) left running by a runner that stopped are queued again/)
    await ran([...stranded, ...(await queueAcknowledgements(6))], 7)
    expect(mails().length).toBe(7)

    kill(active.child)
    const deadline = Date.now() + 30_000
    while (!/Running the job queues/.test(standby.output())) {
      if (Date.now() > deadline) throw new Error(`the standby did not take over:\n${standby.output()}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    await ran(await queueAcknowledgements(3), 10)
    expect(mails().length).toBe(10)
  }, 600_000)

  it('refuses to start with PAYLOAD_DISABLE_JOBS=1, which is for the web instances', async () => {
    const run = await capture(...nodeTs('scripts/worker.ts'), env({ PAYLOAD_DISABLE_JOBS: '1' }), 60_000)
    expect(run.code).toBe(1)
    expect(run.output).toMatch(/PAYLOAD_DISABLE_JOBS=1 is for the web instances/)
  })
})
