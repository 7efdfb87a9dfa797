import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { runningServerPid, stopServerOf } from '../../src/lib/db/embedded'
import { findFreePort } from '../../src/lib/db/ports'
import { startAppServer } from '../helpers/server'
import { capture, startUntil } from '../helpers/spawn'

const scratch = fs.mkdtempSync(path.resolve('.test-data', 'launcher-'))
fs.chmodSync(scratch, 0o755)
afterAll(async () => {
  // Whatever a failed assertion left running on the scratch data is stopped before it is removed.
  for (const name of fs.readdirSync(scratch)) await stopServerOf(path.join(scratch, name, 'postgres'))
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** The environment of a newcomer's shell: no database URL, no secret, a data dir of its own. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra }
  for (const key of ['DATABASE_URL', 'PAYLOAD_SECRET', 'APP_ENV', 'NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    if (!(key in extra)) delete env[key]
  }
  return env
}

describe('npm start preflight', () => {
  it('refuses to start in production without PAYLOAD_SECRET, with a clear message, touching nothing', async () => {
    const dataDir = path.join(scratch, 'prod')
    const result = await capture('tsx', ['scripts/start.ts'], cleanEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }))
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/PAYLOAD_SECRET is not set/)
    expect(result.output).not.toMatch(/\n\s+at /)
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false)
  })

  it('says so clearly when the port is already in use', async () => {
    const blocker = net.createServer()
    const port = await findFreePort()
    await new Promise<void>((r) => blocker.listen(port, r))
    try {
      const result = await capture('tsx', ['scripts/start.ts'], cleanEnv({ PORT: String(port), DATA_DIR: path.join(scratch, 'port') }))
      expect(result.code).toBe(1)
      expect(result.output).toContain(`Port ${port} is already in use`)
    } finally {
      blocker.close()
    }
  })
})

describe('production server', () => {
  it('exits at boot with a clear message when PAYLOAD_SECRET is missing', async () => {
    const port = await findFreePort()
    const result = await capture('next', ['start', '-p', String(port)], cleanEnv({ NODE_ENV: 'production', DATABASE_URL: inject('databaseUrl') }), 60_000)
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/PAYLOAD_SECRET is not set/)
  })

  it('refuses a dev account login in production, while the API still serves', async () => {
    const server = await startAppServer(await findFreePort(), {
      ...cleanEnv({ NODE_ENV: 'production', APP_ENV: 'production', PAYLOAD_SECRET: 'a-test-secret-for-this-run-only' }),
      DATABASE_URL: inject('databaseUrl'),
      UPLOADS_DIR: inject('uploadsDir'),
      PAYLOAD_DISABLE_JOBS: '1',
    })
    try {
      const editor = devAccounts.find((a) => a.role === 'editor')!
      const res = await fetch(`${server.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: editor.email, password: editor.password }),
      })
      expect(res.status).toBe(403)
      expect(await res.text()).toMatch(/Development accounts cannot sign in in production/)
    } finally {
      await server.stop()
    }
  })
})

describe('embedded database ownership and crash recovery', () => {
  it('refuses a second launcher on the same data, and recovers after the first one is killed', async () => {
    const env = cleanEnv({ DATA_DIR: path.join(scratch, 'lock'), EMBEDDED_PG_PORT: String(await findFreePort()) })
    // The command stands for a running app: it ends by itself once its launcher is gone.
    const app = 'setInterval(() => { if (process.ppid === 1) process.exit(0) }, 200)'
    const first = await startUntil('tsx', ['scripts/with-db.ts', 'node', '-e', app], env, /PostgreSQL \(embedded\) is running/)

    const second = await capture('tsx', ['scripts/with-db.ts', 'true'], env)
    expect(second.code).toBe(1)
    expect(second.output).toMatch(/Another `npm start` or `npm run dev` \(pid \d+\) is using the embedded database/)
    expect(second.output).not.toMatch(/\n\s+at /)

    // A hard kill of the launcher (the process that wrote the lock: tsx runs scripts in a child)
    // leaves an orphaned Postgres and a stale lock behind.
    const launcherPid = Number(fs.readFileSync(path.join(env.DATA_DIR!, 'launcher.pid'), 'utf8'))
    process.kill(launcherPid, 'SIGKILL')
    first.child.kill('SIGKILL')
    await new Promise((r) => first.child.once('exit', r))

    const probe = "const c=new (require('pg').Client)(process.env.DATABASE_URL);c.connect().then(()=>c.query('select 1 as ok')).then(r=>{console.log('ok='+r.rows[0].ok);return c.end()})"
    const third = await capture('tsx', ['scripts/with-db.ts', 'node', '-e', probe], env)
    expect(third.output).toContain('ok=1')
    expect(third.code).toBe(0)
    // …and it stopped its Postgres when the command ended.
    expect(runningServerPid(path.join(env.DATA_DIR!, 'postgres'))).toBeUndefined()
  })
})
