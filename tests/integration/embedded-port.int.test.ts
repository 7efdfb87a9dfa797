import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'

import { startEmbeddedPostgres } from '../../src/lib/db/embedded'
import { findFreePort } from '../../src/lib/db/ports'

// The race, made certain: the preferred port looked free when it was checked, and another process
// bound it before Postgres did (two launchers in the same second chose 54329 here).
vi.mock('../../src/lib/db/ports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/db/ports')>()),
  isPortFree: async () => true,
}))

describe('the embedded PostgreSQL', () => {
  it('moves to another free port when its port is taken between the check and the bind, and says so', async () => {
    const taken = await findFreePort()
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve))
    const dir = fs.mkdtempSync(path.resolve('.test-data', 'port-race-'))
    fs.chmodSync(dir, 0o755)
    const notices: string[] = []
    const db = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'data'),
      preferredPort: taken,
      notify: (line) => notices.push(line),
    }).finally(() => new Promise((resolve) => blocker.close(resolve)))
    try {
      expect(notices).toContain(`Port ${taken} was taken before PostgreSQL could bind it; trying another port.`)
      expect(db.port).not.toBe(taken)
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      try {
        // README: loopback only, and no Unix socket (whose lock file would outlive a killed server).
        const setting = async (name: string) =>
          ((await client.query(`SHOW ${name}`)).rows[0] as Record<string, string>)[name]
        expect(await setting('listen_addresses')).toBe('127.0.0.1')
        expect(await setting('unix_socket_directories')).toBe('')
        expect(await setting('port')).toBe(String(db.port))
      } finally {
        await client.end()
      }
    } finally {
      await db.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
