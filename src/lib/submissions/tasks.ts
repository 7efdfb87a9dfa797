import type { Payload, TaskConfig } from 'payload'

import type { TaskPurgeExpiredSubmissions } from '../../payload-types'

/** Queue of the submission mail: run right after each submission, and by the cron for retries. */
export const MAIL_QUEUE = 'mail'
/** Queue of the daily retention job. */
export const RETENTION_QUEUE = 'retention'

/**
 * One mail about one submission: the staff notification or the sender's acknowledgement. A failed
 * send throws, the job keeps its input, and the queue tries again (the submission itself is
 * already committed and never depends on mail).
 */
export const sendSubmissionMail: TaskConfig<'sendSubmissionMail'> = {
  slug: 'sendSubmissionMail',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
    {
      name: 'message',
      type: 'select',
      required: true,
      options: ['notify', 'acknowledge', 'notifyCompliance', 'notifyFollowUp'],
    },
  ],
  handler: async ({ input, req }) => {
    const { sendSubmissionMailNow } = await import('./mail/send')
    await sendSubmissionMailNow(req.payload, input)
    return { output: {} }
  },
}

/** The retention job's output: what each purge counts, under the names it reports them by. */
export type RetentionCounts = TaskPurgeExpiredSubmissions['output']

/**
 * One kind's retention purge, loaded only when the job runs (a purge pulls in what the config need
 * not load: the reports' sealing, for one). The caller lists them, as the route lists the kinds
 * (payload.config.ts: the inquiries' here, the ethics reports' in src/lib/reports/retention.ts).
 */
export type RetentionPurge = () => Promise<(payload: Payload, now: Date) => Promise<RetentionCounts>>

/**
 * Deletes submissions past their retention period (SPEC §9), daily at 03:30: each purge in turn
 * (inquiries 3 years after receipt, ethics reports a year after closing; both admin settings),
 * rows and files.
 */
export const purgeExpiredSubmissions = (purges: readonly RetentionPurge[]): TaskConfig<'purgeExpiredSubmissions'> => ({
  slug: 'purgeExpiredSubmissions',
  retries: 2,
  schedule: [{ cron: '30 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ req }) => {
    const runs = await Promise.all(purges.map((load) => load()))
    const now = new Date()
    const output: RetentionCounts = {}
    for (const purge of runs) Object.assign(output, await purge(req.payload, now))
    return { output }
  },
  // The job's record (src/payload-types.ts): the inquiries' counts, then the ethics reports'.
  outputSchema: [
    { name: 'rows', type: 'number' },
    { name: 'files', type: 'number' },
    { name: 'reports', type: 'number' },
    { name: 'reportMessages', type: 'number' },
    { name: 'reportFiles', type: 'number' },
  ],
})

/** The pipeline's tasks: its mail, and the retention job running `purges`. */
export const submissionTasks = (purges: readonly RetentionPurge[]) => [
  sendSubmissionMail,
  purgeExpiredSubmissions(purges),
]
