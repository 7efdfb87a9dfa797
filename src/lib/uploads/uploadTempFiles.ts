import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where Payload writes a staff upload while the request is read (`upload.useTempFiles`), so a
 * 50 MB file is never held in memory: UPLOAD_TEMP_DIR, else `tmp/uploads` in the data directory
 * (DATA_DIR, default `.data`); never under a served folder, never the shared system /tmp (an
 * embargoed picture is private until its date).
 */
export function uploadTempDir(): string {
  return process.env.UPLOAD_TEMP_DIR ?? path.resolve(process.env.DATA_DIR ?? '.data', 'tmp', 'uploads')
}

/** Older than any upload can take (Payload's own limit is the request's): left behind, not in progress. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000

/**
 * Removes temp files older than `STALE_UPLOAD_MS`. Payload unlinks a temp file after an upload
 * library's operation, but a multipart file sent to any other route (a collection without
 * uploads, a login) is written to disk and never removed: this bounds how long such a file stays.
 */
export async function sweepUploadTempFiles(now = Date.now(), dir = uploadTempDir()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names) {
    const file = path.join(dir, name)
    const stat = await fs.stat(file).catch(() => undefined)
    if (!stat?.isFile() || now - stat.mtimeMs < STALE_UPLOAD_MS) continue
    await fs.rm(file, { force: true })
    removed += 1
  }
  return removed
}
