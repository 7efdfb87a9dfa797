import type { TaskConfig } from 'payload'

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

/**
 * Deletes submissions past their retention period (SPEC §9), daily at 03:30: inquiries 3 years
 * after receipt, ethics reports a year after closing (both admin settings), rows and files.
 */
export const purgeExpiredSubmissions: TaskConfig<'purgeExpiredSubmissions'> = {
  slug: 'purgeExpiredSubmissions',
  retries: 2,
  schedule: [{ cron: '30 3 * * *', queue: RETENTION_QUEUE }],
  handler: async ({ req }) => {
    const [{ purgeExpired }, { purgeExpiredReports }] = await Promise.all([
      import('./retention'),
      import('../reports/retention'),
    ])
    const now = new Date()
    const inquiries = await purgeExpired(req.payload, now)
    const reports = await purgeExpiredReports(req.payload, now)
    return {
      output: { ...inquiries, reports: reports.reports, reportMessages: reports.messages, reportFiles: reports.files },
    }
  },
  outputSchema: [
    { name: 'rows', type: 'number' },
    { name: 'files', type: 'number' },
    { name: 'reports', type: 'number' },
    { name: 'reportMessages', type: 'number' },
    { name: 'reportFiles', type: 'number' },
  ],
}

export const submissionTasks = [sendSubmissionMail, purgeExpiredSubmissions]
