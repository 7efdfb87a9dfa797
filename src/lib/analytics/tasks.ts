import type { TaskConfig } from 'payload'

/** Queue of the analytics job. */
export const ANALYTICS_QUEUE = 'analytics'

/**
 * Every ten minutes: raw view and click events into daily counts, raw events of days more than
 * 30 days old and past days' salts deleted (aggregate.ts). A failed run changes nothing; the next
 * one catches up.
 */
export const aggregateAnalytics: TaskConfig<'aggregateAnalytics'> = {
  slug: 'aggregateAnalytics',
  retries: 1,
  schedule: [{ cron: '*/10 * * * *', queue: ANALYTICS_QUEUE }],
  handler: async ({ req }) => {
    const { aggregateEvents } = await import('./aggregate')
    const client = await req.payload.db.pool.connect()
    try {
      return { output: await aggregateEvents(client) }
    } finally {
      client.release()
    }
  },
  outputSchema: [
    { name: 'days', type: 'number' },
    { name: 'rows', type: 'number' },
    { name: 'purged', type: 'number' },
    { name: 'salts', type: 'number' },
  ],
}
