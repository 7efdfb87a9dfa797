import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { clearNextRuntimeCache, nextBuildDir } from './nextCache'

/**
 * Next keeps its data and page cache on disk in the build folder, and knows nothing of the
 * database the values came from. A server started on the same build with another database (the
 * tests', the benchmark's kept corpus, a DATABASE_URL changed by hand) served the other one's
 * values until each expired: the benchmark measured a full sitemap child that answered 404
 * from the test database's highest id. So the cache is scoped to the database: its identity
 * (the cluster's system identifier and the database's oid, the same on a physical replica) names
 * the data cache's keys (DATA_CACHE_SCOPE, read by src/lib/cache/cached.ts), and a server that
 * finds the caches written for another database empties them before it starts.
 */
export async function scopeCacheToDatabase(url: string | undefined, buildDir = nextBuildDir()) {
  const scope = url ? await databaseIdentity(url) : null
  if (!scope) return { scope: '', cleared: [] as string[] }
  const file = path.join(buildDir, 'cache', 'database-scope')
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
  const cleared = before === scope ? [] : clearNextRuntimeCache(buildDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, scope)
  return { scope, cleared }
}

/** The database's identity, or null when it cannot be read (the caches are then left as they are). */
async function databaseIdentity(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query<{ scope: string }>(
      `SELECT (SELECT system_identifier FROM pg_control_system())::text || '.' ||
              (SELECT oid FROM pg_database WHERE datname = current_database())::text AS scope`,
    )
    return rows[0]?.scope ?? null
  } catch {
    return null
  } finally {
    await client.end().catch(() => {})
  }
}
