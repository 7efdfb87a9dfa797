import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'payload.config.ts', 'next.config.ts', 'package.json']
const BUILD_ID = path.resolve('.next/BUILD_ID')

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)))
  return newest
}

/** True when there is no production build, or a source file changed after it was made. */
export function buildIsStale(): boolean {
  const built = fs.statSync(BUILD_ID, { throwIfNoEntry: false })
  if (!built) return true
  return SOURCES.some((entry) => newestMtime(path.resolve(entry)) > built.mtimeMs)
}
