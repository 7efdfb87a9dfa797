import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { SUBMISSION_CONTEXT } from '../auth/requestContexts'
import { ADVISORY_LOCKS, tryAdvisoryLock } from '../db/advisoryLock'
import { finishBeforeShutdown } from '../lifecycle/shutdown'
import type { SubmissionKind, SubmissionMailMessage } from './kind'
import { MAIL_QUEUE } from './tasks'

/**
 * The pipeline's own job calls run with access checks on (`overrideAccess: false`) under its
 * context flag, which `jobs.access` in payload.config.ts accepts besides a logged-in user.
 */
const pipelineReq = (payload: Payload): Promise<PayloadRequest> =>
  createLocalReq({ context: { [SUBMISSION_CONTEXT]: true } }, payload)

/**
 * Queues the kind's mails about a stored submission. A failure here is logged, not thrown: the
 * submission is committed, and a missing mail must not turn it into an error for the visitor.
 */
export async function queueSubmissionMail(payload: Payload, kind: SubmissionKind, id: number): Promise<void> {
  await queueMails(payload, kind.collection, id, kind.mail)
}

/** Queues mails about one stored document (a submission, or a report a reporter added to). */
export async function queueMails(
  payload: Payload,
  collection: string,
  id: number,
  messages: readonly SubmissionMailMessage[],
): Promise<void> {
  try {
    const req = await pipelineReq(payload)
    for (const message of messages) {
      await payload.jobs.queue({
        task: 'sendSubmissionMail',
        queue: MAIL_QUEUE,
        input: { collection, id, message },
        req,
        overrideAccess: false,
      })
    }
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `[submissions] could not queue the mail of ${collection} #${id}; it stays unsent until queued by hand`,
    })
  }
}

let running: Promise<void> | undefined
let again = false

/**
 * Runs the mail queue after the answer went out (failures stay queued for the cron to retry).
 * One run at a time in this process: Payload claims jobs without row locks, so two runs side by
 * side (two submissions in the same second) could both send one mail. A submission arriving
 * during a run asks for one more run, which picks up its jobs. Across processes the same holds by
 * the jobs lock: while a worker (`npm run worker`) or another instance holds it, this run is left
 * to them (the worker's cron sends the mail).
 */
export function runMailQueue(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  // A stopping server waits for this run before it closes the database pool.
  running = finishBeforeShutdown(
    (async () => {
      do {
        again = false
        try {
          const lock = await tryAdvisoryLock(payload.db.pool, ADVISORY_LOCKS.jobs)
          if (!lock) return
          try {
            await payload.jobs.run({ queue: MAIL_QUEUE, req: await pipelineReq(payload), overrideAccess: false })
          } finally {
            await lock.release()
          }
        } catch (error) {
          payload.logger.error({ err: error, msg: '[submissions] running the mail queue failed; the cron retries' })
        }
      } while (again)
    })(),
  ).finally(() => (running = undefined))
  return running
}
