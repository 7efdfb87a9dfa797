import path from 'node:path'

/**
 * Where uploaded files live on disk: UPLOADS_DIR, else `uploads/` in the data directory
 * (DATA_DIR, default `.data`). Read when the config is built, so each test run has its own.
 */
export function uploadsDir(kind: string): string {
  const base = process.env.UPLOADS_DIR ?? path.resolve(process.env.DATA_DIR ?? '.data', 'uploads')
  return path.join(base, kind)
}
