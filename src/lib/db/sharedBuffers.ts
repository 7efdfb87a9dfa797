import os from 'node:os'

/**
 * The embedded server's buffer cache (`shared_buffers`): a quarter of the machine's memory, the
 * usual advice, from Postgres's own 128 MB up to 4 GB; EMBEDDED_PG_SHARED_BUFFERS (in MB) sets it.
 * 128 MB holds a thirtieth of a 100,000-article database (3.8 GB), so a staff list's deep page
 * read its rows from the system's file cache page by page: 200–1,100 ms the first time, where
 * 2 GB held them after one read (100–250 ms). Postgres touches a buffer only when it reads into
 * it, so a small database costs no more memory.
 */
export function sharedBuffers(totalBytes = os.totalmem(), configured = process.env.EMBEDDED_PG_SHARED_BUFFERS): string {
  const asked = Number(configured)
  if (configured && Number.isInteger(asked) && asked >= 16) return `${asked}MB`
  const quarter = Math.floor(totalBytes / 4 / 2 ** 20)
  return `${Math.min(4096, Math.max(128, quarter))}MB`
}
