/**
 * `npm run worker`: the one process that runs the job queues (scheduled publishing, submission mail
 * and its retries, retention) for web instances started with PAYLOAD_DISABLE_JOBS=1. Payload claims
 * a job with a read and then a write, so two runners could both take one job: the worker runs the
 * queues only while it holds the jobs lock (src/lib/db/advisoryLock.ts). A second worker stands by
 * and takes over as soon as the first stops or dies. The queues' schedules are payload.config.ts's
 * (`jobs.autoRun`; JOBS_CRON sets how often they are polled). It reads the primary only, never
 * DATABASE_REPLICA_URLS: a job reads what it or a request has just written (src/lib/db/readRouting.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { acquireAdvisoryLock, ADVISORY_LOCKS } from '../src/lib/db/advisoryLock'

if (process.env.PAYLOAD_DISABLE_JOBS === '1') {
  console.error('[worker] PAYLOAD_DISABLE_JOBS=1 is for the web instances: start the worker without it.')
  process.exit(1)
}

const payload = await getPayload({ config })
const log = (line: string) => payload.logger.info(`[worker] ${line}`)
const lock = await acquireAdvisoryLock(payload.db.pool, ADVISORY_LOCKS.jobs, {
  waiting: 'Another worker runs the job queues; this one stands by and takes over when it stops.',
  log,
})
// Without its connection the lock is gone and a standby may be running the queues already.
lock.onLost(() => {
  payload.logger.error('[worker] lost the database connection that held the jobs lock; stopping')
  process.exit(1)
})
// Holding the lock proves no other runner is at work: a job still marked as running was left by
// one that died mid-run (Payload claims only jobs not marked so) and is handed back to the queue.
const { docs: stranded } = await payload.update({
  collection: 'payload-jobs',
  where: { processing: { equals: true } },
  data: { processing: false },
})
if (stranded.length) log(`${stranded.length} job(s) left running by a runner that stopped are queued again.`)
log('Running the job queues.')
// The same instance, now with the crons of `jobs.autoRun` started.
await getPayload({ config, cron: true })

/** Let a run under way finish (up to 10 s) before handing the queues to a standby; once. */
let stopping = false
async function stop() {
  if (stopping) return // a second signal (Ctrl+C reaches the worker and its launcher alike) changes nothing
  stopping = true
  const crons = payload.crons.splice(0)
  crons.forEach((cron) => cron.pause())
  const deadline = Date.now() + 10_000
  while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250))
  crons.forEach((cron) => cron.stop())
  await lock.release()
  await payload.destroy()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
