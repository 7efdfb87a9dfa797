import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

/** The sha256 of a file, streamed (a dump can be larger than memory). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Every regular file under `root`, as sorted `/`-separated paths relative to it; [] when it does not exist. */
export function filesUnder(root: string, skip: (relative: string) => boolean = () => false): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      const relative = path.relative(root, full).split(path.sep).join('/')
      if (skip(relative)) continue
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) found.push(relative)
    }
  }
  walk(root)
  return found.sort()
}
