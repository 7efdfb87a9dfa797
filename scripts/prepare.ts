/**
 * Brings a database up to date: applies the committed migrations, and seeds it the first time
 * (when it had no migrations table yet) or when SEED=1. Runs in its own process so that the
 * Payload instance it needs is gone before the web server starts. `npm run migrate` runs it on its
 * own; instances that run it at once take turns (src/lib/db/migrationLock.ts), so none races
 * another to create a table or seeds a database another has seeded.
 */
import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import { withMigrationLock } from '../src/lib/db/migrationLock'
import { isProduction } from '../src/lib/env'

const payload = await getPayload({ config })
const log = (line: string) => payload.logger.info(line)
try {
  await withMigrationLock(
    payload.db.pool,
    async () => {
      // Read under the lock: an instance that waited finds the table the first one created.
      const found = await payload.db.drizzle.execute(sql`SELECT to_regclass('public.payload_migrations') AS t`)
      const fresh = (found.rows[0] as { t: string | null }).t === null
      // Reads the committed migrations from src/migrations (payload.config.ts `migrationDir`).
      await payload.db.migrate()
      if (fresh || process.env.SEED === '1') {
        const { seed } = await import('../seed')
        await seed(payload, { devAccounts: !isProduction(), log })
      }
    },
    log,
  )
} finally {
  await payload.destroy()
}
process.exit(0)
