import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { runningServerPid, stopServerOf } from '../../src/lib/db/embedded'
import { findFreePort } from '../../src/lib/db/ports'
import { serverCommand, startAppServer } from '../../tooling/appServer'
import { capture, startUntil } from '../../tooling/capture'

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
  for (const key of [
    'DATABASE_URL',
    'PAYLOAD_SECRET',
    'REPORTS_KEY',
    'APP_ENV',
    'NODE_ENV',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
  ]) {
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

  it('refuses to start in production without REPORTS_KEY (the key of the ethics reports), touching nothing', async () => {
    const dataDir = path.join(scratch, 'prod-reports')
    const result = await capture(
      'tsx',
      ['scripts/start.ts'],
      cleanEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'a-test-secret-for-this-run-only', DATA_DIR: dataDir }),
    )
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/REPORTS_KEY is not set/)
    expect(result.output).toMatch(/openssl rand -base64 32/)
    expect(result.output).not.toMatch(/\n\s+at /)
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false)
    expect(fs.existsSync(path.join(dataDir, 'reports.key')), 'production never falls back to a generated key').toBe(
      false,
    )
  })

  it('refuses a REPORTS_KEY that is not 32 bytes, saying what it must be', async () => {
    const dataDir = path.join(scratch, 'prod-short-key')
    const result = await capture(
      'tsx',
      ['scripts/start.ts'],
      cleanEnv({
        NODE_ENV: 'production',
        PAYLOAD_SECRET: 'a-test-secret-for-this-run-only',
        REPORTS_KEY: 'too-short',
        DATA_DIR: dataDir,
      }),
    )
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/REPORTS_KEY must be 32 bytes/)
    expect(result.output).not.toMatch(/\n\s+at /)
  })

  it('says so clearly when the port is already in use', async () => {
    const blocker = net.createServer()
    const port = await findFreePort()
    await new Promise<void>((r) => blocker.listen(port, r))
    try {
      const result = await capture(
        'tsx',
        ['scripts/start.ts'],
        cleanEnv({ PORT: String(port), DATA_DIR: path.join(scratch, 'port') }),
      )
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
    const result = await capture(
      ...serverCommand(port),
      cleanEnv({ NODE_ENV: 'production', DATABASE_URL: inject('databaseUrl') }),
      60_000,
    )
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/PAYLOAD_SECRET is not set/)
  })

  it('exits at boot with a clear message when REPORTS_KEY is missing', async () => {
    const port = await findFreePort()
    const env = cleanEnv({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'a-test-secret-for-this-run-only',
      DATABASE_URL: inject('databaseUrl'),
    })
    const result = await capture(...serverCommand(port), env, 60_000)
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/REPORTS_KEY is not set/)
  })

  it('refuses a dev account login in production, while the API still serves', async () => {
    const server = await startAppServer({
      ...cleanEnv({
        NODE_ENV: 'production',
        APP_ENV: 'production',
        PAYLOAD_SECRET: 'a-test-secret-for-this-run-only',
        REPORTS_KEY: inject('reportsKey'),
      }),
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
      // The refusal is about the account, not the server: the same server serves the API.
      const list = await fetch(`${server.baseUrl}/api/report?pageSize=2`)
      expect(list.status).toBe(200)
      expect(((await list.json()) as { data: { list: unknown[] } }).data.list).toHaveLength(2)
    } finally {
      await server.stop()
    }
  })
})

describe('embedded database ownership and crash recovery', () => {
  const logOf = (dataDir: string) => fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')
  // Commands that stand for a running app: they end by themselves once their launcher is gone.
  const untilOrphaned = 'setInterval(() => { if (process.ppid === 1) process.exit(0) }, 200)'
  const pgScript = (body: string) =>
    `const c=new (require('pg').Client)(process.env.DATABASE_URL);c.connect().then(async()=>{${body}})`
  const readRow = pgScript(
    "const r=await c.query('select note from survivor');console.log('row='+r.rows[0].note);await c.end()",
  )

  it('refuses a second launcher on the same data while the first keeps running, and recovers after the first is killed', async () => {
    const dataDir = path.join(scratch, 'lock')
    const env = cleanEnv({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await findFreePort()) })
    const store = pgScript(
      `await c.query("create table survivor(note text)");await c.query("insert into survivor values ('kept')");console.log('stored');${untilOrphaned}`,
    )
    const first = await startUntil('tsx', ['scripts/with-db.ts', 'node', '-e', store], env, /stored/)
    const serverPid = runningServerPid(path.join(dataDir, 'postgres'))
    expect(serverPid).toBeDefined()

    const second = await capture('tsx', ['scripts/with-db.ts', 'true'], env)
    expect(second.code).toBe(1)
    expect(second.output).toMatch(/Another `npm start` or `npm run dev` \(pid \d+\) is using the embedded database/)
    expect(second.output).not.toMatch(/\n\s+at /)
    // The refused one touched nothing: the first's app and database still run.
    expect(first.child.exitCode).toBeNull()
    expect(runningServerPid(path.join(dataDir, 'postgres'))).toBe(serverPid)

    // A hard kill of the launcher (the process that wrote the lock: tsx runs scripts in a child)
    // leaves an orphaned Postgres and a stale lock behind.
    const launcherPid = Number(fs.readFileSync(path.join(dataDir, 'launcher.pid'), 'utf8'))
    process.kill(launcherPid, 'SIGKILL')
    first.child.kill('SIGKILL')
    await new Promise((r) => first.child.once('exit', r))
    expect(runningServerPid(path.join(dataDir, 'postgres'))).toBe(serverPid)

    const third = await capture('tsx', ['scripts/with-db.ts', 'node', '-e', readRow], env)
    expect(third.output).toContain('Stopping a PostgreSQL server left running by an earlier run')
    expect(third.output).toContain('row=kept')
    expect(third.code).toBe(0)
    // …and it stopped its Postgres when the command ended.
    expect(runningServerPid(path.join(dataDir, 'postgres'))).toBeUndefined()
  })

  it('starts after Postgres itself was killed: the stale postmaster.pid is removed and the data is kept', async () => {
    const dataDir = path.join(scratch, 'stale')
    const env = cleanEnv({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await findFreePort()) })
    const store = pgScript(
      "await c.query('create table survivor(note text)');await c.query(\"insert into survivor values ('replayed')\");await c.end()",
    )
    expect((await capture('tsx', ['scripts/with-db.ts', 'node', '-e', store], env)).code).toBe(0)
    // Simulate a crash of a running server: start it again, then SIGKILL the postmaster.
    const running = await startUntil(
      'tsx',
      ['scripts/with-db.ts', 'node', '-e', `console.log('up');${untilOrphaned}`],
      env,
      /up/,
    )
    const pid = runningServerPid(path.join(dataDir, 'postgres'))!
    process.kill(Number(fs.readFileSync(path.join(dataDir, 'launcher.pid'), 'utf8')), 'SIGKILL')
    process.kill(pid, 'SIGKILL')
    running.child.kill('SIGKILL')
    await new Promise((r) => running.child.once('exit', r))
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true)

    const after = await capture('tsx', ['scripts/with-db.ts', 'node', '-e', readRow], env)
    expect(after.output).toContain('Removing a stale postmaster.pid left by a crash')
    expect(after.output).toContain('row=replayed')
    expect(after.code).toBe(0)
  })

  it('makes a first start that was interrupted during initdb anew', async () => {
    const dataDir = path.join(scratch, 'initdb')
    // What an interrupted initdb leaves: a data directory without PG_VERSION.
    fs.mkdirSync(path.join(dataDir, 'postgres', 'base'), { recursive: true })
    const env = cleanEnv({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await findFreePort()) })
    const result = await capture(
      'tsx',
      [
        'scripts/with-db.ts',
        'node',
        '-e',
        pgScript("const r=await c.query('select 1 as ok');console.log('ok='+r.rows[0].ok);await c.end()"),
      ],
      env,
    )
    expect(result.output).toContain('Removing an incomplete database directory left by an interrupted first start')
    expect(result.output).toContain('ok=1')
    expect(result.code).toBe(0)
    expect(logOf(dataDir)).toContain('Removing an incomplete database directory')
  })

  it('gives three launchers started at the same moment with the same preferred port a database each', async () => {
    const port = String(await findFreePort())
    // Each launcher keeps its database until all three have one: on a loaded machine one launcher
    // could otherwise finish before the next starts, and rightly reuse the preferred port.
    const barrier = fs.mkdtempSync(path.join(scratch, 'barrier-'))
    const probe = pgScript(
      "const r=await c.query(\"select current_setting('port') p, current_setting('data_directory') d\");console.log('port='+r.rows[0].p+' dir='+r.rows[0].d);" +
        "const fs=require('fs');fs.writeFileSync(process.env.RACE_BARRIER+'/'+process.pid,'');const t=Date.now();" +
        'while(fs.readdirSync(process.env.RACE_BARRIER).length<3&&Date.now()-t<40000)await new Promise((w)=>setTimeout(w,100));' +
        "console.log('together='+fs.readdirSync(process.env.RACE_BARRIER).length);await c.end()",
    )
    const names = ['race-a', 'race-b', 'race-c']
    const results = await Promise.all(
      names.map((name) =>
        capture(
          'tsx',
          ['scripts/with-db.ts', 'node', '-e', probe],
          cleanEnv({ DATA_DIR: path.join(scratch, name), EMBEDDED_PG_PORT: port, RACE_BARRIER: barrier }),
        ),
      ),
    )
    results.forEach((result, i) => {
      expect(result.code, result.output).toBe(0)
      // Each got its own data directory's server, and all three ran at once.
      expect(result.output.match(/dir=(\S+)/)?.[1], result.output).toBe(path.resolve(scratch, names[i], 'postgres'))
      expect(result.output, result.output).toMatch(/together=3/)
    })
    const ports = results.map((r) => r.output.match(/port=(\d+)/)?.[1])
    expect(new Set(ports).size).toBe(3)
  })
})

describe('npm start on SIGTERM', () => {
  it('stops the server, then the embedded Postgres cleanly, and exits 0', async () => {
    const dataDir = path.join(scratch, 'sigterm')
    const port = await findFreePort()
    // A newcomer's first start: a new database, migrated and seeded (the build is the suite's).
    const env = cleanEnv({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await findFreePort()) })
    // As an operator (and docker-compose) runs it: through npm, which hands its signals on.
    const { child, output } = await startUntil('npm', ['start', '--silent'], env, /Ready on/, 240_000)
    try {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      expect(runningServerPid(path.join(dataDir, 'postgres'))).toBeDefined()
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)

      // What an orchestrator does: SIGTERM to the process it started.
      child.kill('SIGTERM')
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))])
      expect(code, output()).toBe(0)

      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), 'Postgres is not running').toBe(false)
      expect(runningServerPid(path.join(dataDir, 'postgres'))).toBeUndefined()
      const pgLog = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')
      // A fast shutdown, written down to its last line: no crash recovery at the next start.
      expect(pgLog).toMatch(/received fast shutdown request|received smart shutdown request/)
      // …as its last word: nothing started again after it.
      expect(pgLog.trimEnd().split('\n').at(-1)).toMatch(/database system is shut down/)
      expect(fs.existsSync(path.join(dataDir, 'launcher.pid')), 'the lock is given back').toBe(false)
      // The web server stopped first, by itself, before its database went away, and nothing failed.
      expect(output()).toMatch(/"msg":"stopping[^]*"msg":"stopped"/)
      expect(output()).not.toMatch(/"level":"(error|fatal)"|ERROR|FATAL/)
    } finally {
      // Whatever an assertion before the stop left running (npm, the launcher, the server) goes.
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // the group has exited, as it should
      }
    }
  }, 300_000)
})
