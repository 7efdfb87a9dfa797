import fs from 'node:fs'
import path from 'node:path'

import { processAlive } from './processes'

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

/** Where the embedded database and uploads live; DATA_DIR moves it (tests use their own). */
export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data')
const LOCK_FILE = path.join(DATA_DIR, 'launcher.pid')

/**
 * Only one launcher may own the embedded database at a time: a second `npm start` while one
 * runs gets a clear message instead of fighting over the data directory.
 */
function takeLock(): () => void {
  fs.mkdirSync(DATA_DIR, { recursive: true })
  if (fs.existsSync(LOCK_FILE)) {
    const pid = Number(fs.readFileSync(LOCK_FILE, 'utf8'))
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `Another \`npm start\` or \`npm run dev\` (pid ${pid}) is using the embedded database in .data/. ` +
          'Stop it first (Ctrl+C in its terminal), or point this one elsewhere with DATABASE_URL.',
      )
    }
  }
  fs.writeFileSync(LOCK_FILE, String(process.pid))
  return () => {
    if (fs.existsSync(LOCK_FILE) && fs.readFileSync(LOCK_FILE, 'utf8') === String(process.pid)) fs.rmSync(LOCK_FILE)
  }
}

/**
 * DATABASE_URL when set (managed Postgres, docker-compose, anything); otherwise the embedded
 * PostgreSQL under .data/postgres, started here and stopped by `stop()`.
 */
export async function ensureDatabase(log: (line: string) => void): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  }
  const releaseLock = takeLock()
  try {
    const { startEmbeddedPostgres } = await import('./embedded')
    const logFile = fs.createWriteStream(path.join(DATA_DIR, 'postgres.log'), { flags: 'a' })
    const db = await startEmbeddedPostgres({
      dataDir: path.join(DATA_DIR, 'postgres'),
      preferredPort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
      log: (line) => {
        logFile.write(line + '\n')
        // Only real trouble reaches the terminal; the full log is in .data/postgres.log. Not real
        // trouble: our own stop, and our own readiness check's connection refused while the server
        // starts (a machine-sized buffer cache takes a moment longer to set up).
        if (/FATAL|PANIC|ERROR/.test(line) && !/due to administrator command|database system is starting up/.test(line))
          log(line)
      },
      notify: (line) => {
        logFile.write(line + '\n')
        log(line)
      },
    })
    log(
      `PostgreSQL (embedded) is running on 127.0.0.1:${db.port}, data in ${path.relative(process.cwd(), path.join(DATA_DIR, 'postgres')) || '.'}`,
    )
    return {
      url: db.url,
      embedded: true,
      stop: async () => {
        await db.stop()
        // Written down before the launcher exits: its last line says whether Postgres shut down cleanly.
        await new Promise<void>((resolve) => logFile.end(resolve))
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
