import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

import * as tar from 'tar'

/**
 * Writes `files` (relative to `cwd`) as one uncompressed tar (the dump is compressed already, the
 * images too) readable by the owner only, as `<out>.partial` renamed to `<out>` when complete.
 */
export async function writeTar(cwd: string, files: string[], out: string): Promise<void> {
  const partial = `${out}.partial`
  try {
    await pipeline(
      tar.create({ cwd, portable: true }, files),
      fs.createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
    )
    fs.renameSync(partial, out)
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  }
}

/**
 * Extracts a tar into `cwd`, refusing anything but plain files and folders (links could point
 * outside). node-tar itself refuses absolute paths and `..`. Throws on any damage it notices.
 */
export async function extractTar(file: string, cwd: string): Promise<void> {
  const refused: string[] = []
  await tar.extract({
    file,
    cwd,
    strict: true,
    filter: (entryPath, entry) => {
      const type = 'type' in entry ? entry.type : 'File'
      const ok = type === 'File' || type === 'OldFile' || type === 'Directory'
      if (!ok) refused.push(`${entryPath} (${type})`)
      return ok
    },
  })
  if (refused.length) throw new Error(`it holds entries that are not plain files: ${refused.slice(0, 5).join(', ')}`)
}
