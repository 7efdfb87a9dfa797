import fs from 'node:fs'
import path from 'node:path'

/**
 * Next's caches that the running server writes to disk: data (`unstable_cache`, fetch) and
 * pages rendered on demand. Built pages and code live elsewhere in .next and stay.
 */
const RUNTIME_CACHES = ['.next/cache/fetch-cache', '.next/server/route-cache']

/**
 * Empties them after a restore: they hold what the old database said, and a server started on
 * the restored one would serve it (found by the restore drill: the restored app showed a press
 * release's title from an earlier run). Returns the folders removed.
 */
export function clearNextRuntimeCache(root = process.cwd()): string[] {
  const removed: string[] = []
  for (const dir of RUNTIME_CACHES.map((relative) => path.join(root, relative))) {
    if (!fs.existsSync(dir)) continue
    fs.rmSync(dir, { recursive: true, force: true })
    removed.push(dir)
  }
  return removed
}
