/**
 * `npm run seed`: applies pending migrations, then seeds (idempotent; safe to run again).
 * Dev staff accounts are created unless this is production.
 */
import { getPayload } from 'payload'

import { isProduction } from '../src/lib/env'
import { seed } from './index'

// The seed must not pick up scheduled-publish jobs meant for the web server.
process.env.PAYLOAD_DISABLE_JOBS ??= '1'

async function main(): Promise<void> {
  const started = Date.now()
  // Imported here so that a missing DATABASE_URL or secret ends in the message below.
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    const summary = await seed(payload, { devAccounts: !isProduction(), log: (msg) => console.log(`  ${msg}`) })
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0)
    console.log(
      `Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${total(summary.created)} created, ${total(summary.skipped)} already there.`,
    )
    console.log(JSON.stringify(summary, null, 2))
  } finally {
    await payload.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
