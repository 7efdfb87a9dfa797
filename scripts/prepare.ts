/**
 * Brings a database up to date: applies the committed migrations, and seeds it the first time
 * (when it had no migrations table yet) or when SEED=1. Runs in its own process so that the
 * Payload instance it needs is gone before the web server starts.
 */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import { isProduction } from '../src/lib/env'

const payload = await getPayload({ config })
try {
  const found = await payload.db.drizzle.execute(sql`SELECT to_regclass('public.payload_migrations') AS t`)
  const fresh = (found.rows[0] as { t: string | null }).t === null
  // Reads the committed migrations from src/migrations (payload.config.ts `migrationDir`).
  await payload.db.migrate()
  if (fresh || process.env.SEED === '1') {
    const { seed } = await import('../seed')
    await seed(payload, { devAccounts: !isProduction(), log: (line) => payload.logger.info(line) })
  }
} finally {
  await payload.destroy()
}
process.exit(0)
