import type { TestProject } from 'vitest/node'

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
  return stack.stop
}
