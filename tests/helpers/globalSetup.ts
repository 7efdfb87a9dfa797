import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { TOTAL_COUNTS } from '../../seed/fixtures'
import { launchBrowserServer } from '../../tooling/chromium'
import { startStack, type Stack } from '../../tooling/stack'

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
    /** The run's Chromium, which each browser test file connects to; or why it could not start. */
    browser: { wsEndpoint: string } | { error: string }
  }
}

type RunBrowser = { wsEndpoint: string; close: () => Promise<void> } | { error: string }

/**
 * One Chromium for the run: launching one per browser test file cost a second or two each. A
 * machine without Chromium still runs every other test; the browser tests fail saying why.
 */
async function startBrowser(): Promise<RunBrowser> {
  try {
    const server = await launchBrowserServer()
    return { wsEndpoint: server.wsEndpoint(), close: () => server.close() }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
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
 * The stack of this run, kept on the vitest process's global object: the integration and the e2e
 * projects both name this setup, and each loads it as a module of its own, so a module variable
 * would start a second stack. Global setups run in vitest's own process, never in a test worker.
 */
const shared = globalThis as typeof globalThis & {
  testStack?: Promise<{ stack: Stack; seededCounts: Record<string, number>; browser: RunBrowser }>
}

/**
 * One real stack per test run: a fresh Postgres, the committed migrations, the seed, a
 * production build of the app (made only when missing or stale) and the production server
 * (server/main.ts) on a free port. The first project to need it starts it and stops it after the
 * run (vitest tears global setups down only once every file has run); the others share it.
 */
export default async function setup(project: TestProject) {
  const starts = !shared.testStack
  shared.testStack ??= Promise.all([startStack(), startBrowser()]).then(async ([stack, browser]) => ({
    stack,
    seededCounts: await countSeeded(stack.db.url),
    browser,
  }))
  const { stack, seededCounts, browser } = await shared.testStack
  project.provide('baseUrl', stack.baseUrl)
  project.provide('databaseUrl', stack.db.url)
  project.provide('uploadsDir', stack.uploadsDir)
  project.provide('privateDir', stack.privateDir)
  project.provide('mailDir', stack.mailDir)
  project.provide('appLog', stack.appLog)
  project.provide('reportsKey', stack.reportsKey)
  project.provide('embedded', stack.db.embedded ?? null)
  project.provide('seededCounts', seededCounts)
  project.provide('browser', 'wsEndpoint' in browser ? { wsEndpoint: browser.wsEndpoint } : browser)
  if (!starts) return undefined
  return async () => {
    if ('close' in browser) await browser.close()
    await stack.stop()
  }
}
