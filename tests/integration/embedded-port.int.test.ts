import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'

import { servesDataDir, startEmbeddedPostgres } from '../../src/lib/db/embedded'
import { findFreePort } from '../../src/lib/db/ports'

// The race, made certain: the preferred port looked free when it was checked, and another process
// bound it before Postgres did (two launchers in the same second chose 54329 here).
vi.mock('../../src/lib/db/ports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/db/ports')>()),
  isPortFree: async () => true,
}))

/**
 * A program that holds a port, reads what it is sent and never answers; it counts what stays open.
 * It reads: a socket nobody reads never sees its peer's close, and closing the server would then
 * wait for it forever (this test once hung on exactly that when a probe came before the exit).
 */
async function holdPort(port: number) {
  const open = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    socket.resume()
    open.add(socket)
    socket.on('close', () => open.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    open,
    close: () => {
      for (const socket of open) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe('the embedded PostgreSQL', () => {
  it('asks a port held by another program for at most 5 s, and leaves no connection open to it', async () => {
    const port = await findFreePort()
    const holder = await holdPort(port)
    try {
      expect(await servesDataDir(port, 'not-a-password', '/nowhere')).toBe(false)
      // The socket closes as the client gives up; its close event may trail by a moment.
      await expect.poll(() => holder.open.size, { timeout: 2000 }).toBe(0)
    } finally {
      await holder.close()
    }
  })

  it('moves to another free port when its port is taken between the check and the bind, and says so', async () => {
    const taken = await findFreePort()
    const blocker = await holdPort(taken)
    const dir = fs.mkdtempSync(path.resolve('.test-data', 'port-race-'))
    fs.chmodSync(dir, 0o755)
    const notices: string[] = []
    const db = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'data'),
      preferredPort: taken,
      notify: (line) => notices.push(line),
    }).finally(() => blocker.close())
    try {
      expect(notices).toContain(`Port ${taken} was taken before PostgreSQL could bind it; trying another port.`)
      expect(db.port).not.toBe(taken)
      const client = new pg.Client({ connectionString: db.url })
      await client.connect()
      try {
        // docs/configuration.md: loopback only, and no Unix socket (whose lock file would outlive a killed server).
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
