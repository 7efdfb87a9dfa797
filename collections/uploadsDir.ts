import path from 'node:path'

/**
 * Where uploaded files live on disk: UPLOADS_DIR, else `.data/uploads` beside the database.
 * Read when the config is built, so tests can point each run at its own folder.
 */
export function uploadsDir(kind: string): string {
  const base = process.env.UPLOADS_DIR ?? path.resolve(process.cwd(), '.data/uploads')
  return path.join(base, kind)
}
