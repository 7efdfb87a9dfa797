/**
 * `npm run worker`: the one process that runs the job queues (scheduled publishing, submission mail
 * and its retries, retention) for web instances started with PAYLOAD_DISABLE_JOBS=1. Payload claims
 * a job with a read and then a write, so two runners could both take one job: the worker runs the
 * queues only while it holds the jobs lock (src/lib/db/advisoryLock.ts). A second worker stands by
 * and takes over as soon as the first stops or dies. The queues' schedules are payload.config.ts's
 * (`jobs.autoRun`; JOBS_CRON sets how often they are polled).
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
log('Running the job queues.')
// The same instance, now with the crons of `jobs.autoRun` started.
await getPayload({ config, cron: true })

/** Let a job under way finish (up to 10 s) before handing the queues to a standby. */
async function stop() {
  const crons = payload.crons.splice(0)
  await Promise.all(crons.map((cron) => cron.stop()))
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const { totalDocs } = await payload.count({ collection: 'payload-jobs', where: { processing: { equals: true } } })
    if (totalDocs === 0) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await lock.release()
  await payload.destroy()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
