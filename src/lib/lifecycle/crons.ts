/** What Payload keeps of each job-queue cron (croner's Cron). */
type Cron = { stop: () => void; isBusy: () => boolean }

/**
 * Stops the job queue's crons (no run starts any more) and resolves once the runs already going
 * have finished, so the database pool they use is closed only after them.
 */
export async function stopCrons(crons: Cron[]): Promise<void> {
  const stopped = crons.splice(0, crons.length)
  for (const cron of stopped) cron.stop()
  while (stopped.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 100))
}
