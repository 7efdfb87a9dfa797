import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { TOTAL_COUNTS } from '../../seed/fixtures'
import { startStack } from '../../tooling/stack'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    uploadsDir: string
    privateDir: string
    mailDir: string
    appLog: string
    reportsKey: string
    embedded: { dataDir: string; port: number } | null
    /** Each seeded collection's rows as the seed left them, before any test file wrote one. */
    seededCounts: Record<string, number>
  }
}

/** The rows of each collection the seed documents (TOTAL_COUNTS), counted now. */
async function countSeeded(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const counts: Record<string, number> = {}
    for (const slug of Object.keys(TOTAL_COUNTS)) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${slug.replace(/-/g, '_')}"`)
      counts[slug] = rows[0].n
    }
    return counts
  } finally {
    await client.end()
  }
}

/**
 * One real stack per test run: a fresh Postgres, the committed migrations, the seed, a
 * production build of the app (made only when missing or stale) and the production server
 * (server/main.ts) on a free port.
 */
export default async function setup(project: TestProject) {
  const stack = await startStack()
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.db.url)
  project.provide('uploadsDir', stack.uploadsDir)
  project.provide('privateDir', stack.privateDir)
  project.provide('mailDir', stack.mailDir)
  project.provide('appLog', stack.appLog)
  project.provide('reportsKey', stack.reportsKey)
  project.provide('embedded', stack.db.embedded ?? null)
  project.provide('seededCounts', await countSeeded(stack.db.url))
  return stack.stop
}
