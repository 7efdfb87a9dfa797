import fs from 'node:fs'
import path from 'node:path'

/**
 * Next's caches that the running server writes to disk, relative to the build folder: data
 * (`unstable_cache`, fetch) and pages rendered on demand. Built pages and code stay.
 */
const RUNTIME_CACHES = ['cache/fetch-cache', 'server/route-cache']

/**
 * The build whose cache a restore empties: NEXT_BUILD_DIR, else `.next` (relative paths from the
 * working folder).
 */
export const nextBuildDir = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.NEXT_BUILD_DIR || '.next')

/**
 * Empties them after a restore: they hold what the old database said, and a server started on
 * the restored one would serve it (found by the restore drill: the restored app showed a press
 * release's title from an earlier run). Returns the folders removed.
 */
export function clearNextRuntimeCache(buildDir = nextBuildDir()): string[] {
  const removed: string[] = []
  for (const dir of RUNTIME_CACHES.map((relative) => path.join(buildDir, ...relative.split('/')))) {
    if (!fs.existsSync(dir)) continue
    fs.rmSync(dir, { recursive: true, force: true })
    removed.push(dir)
  }
  return removed
}
