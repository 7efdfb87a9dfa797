import { EventEmitter } from 'node:events'

import type { Pool } from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { databaseReplicaUrls } from '@/lib/env'
import { guardReplicaPool, REPLICA_RETRY_AFTER_MS, replicaFailure, replicaLabel } from '@/lib/db/replicaFallback'
import { carriesStaffCredential, readFromPrimary, readsFromPrimary } from '@/lib/db/readRouting'

const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code })

describe('replicaFailure', () => {
  it.each([
    ['ECONNREFUSED', pgError('ECONNREFUSED')],
    ['a lost connection (no code)', new Error('Connection terminated unexpectedly')],
    ['57P01 admin shutdown', pgError('57P01')],
    ['57P03 starting up', pgError('57P03')],
    ['08006 connection failure', pgError('08006')],
    ['53300 too many connections', pgError('53300')],
    ['28P01 bad password', pgError('28P01')],
    ['3D000 no such database', pgError('3D000')],
  ])('%s: the replica is down', (_label, error) => expect(replicaFailure(error)).toBe('down'))

  it('a statement cancelled by a conflict with recovery is retried on the primary', () =>
    expect(replicaFailure(pgError('40001'))).toBe('retry'))

  it.each(['42P01', '22P02', '57014', '42703'])('%s is the statement’s own error, thrown as it is', (code) =>
    expect(replicaFailure(pgError(code))).toBeUndefined(),
  )
})

/** A stand-in pool whose query answers what `answer` says. */
function fakePool(answer: () => Promise<unknown>) {
  const pool = Object.assign(new EventEmitter(), { query: vi.fn(answer) })
  return pool as unknown as Pool & { query: ReturnType<typeof vi.fn> }
}

describe('guardReplicaPool', () => {
  afterEach(() => vi.useRealTimers())
  const log = { warn: vi.fn(), info: vi.fn() }

  it('listens for its pool’s errors, so a replica restarting is no unhandled error event', () => {
    const replica = fakePool(async () => 'replica')
    guardReplicaPool(replica, () => fakePool(async () => 'primary'), 'r', log)
    expect(() => replica.emit('error', new Error('terminating connection'))).not.toThrow()
  })

  it('reads a replica that fails from the primary, skips it for a while, then tries it again', async () => {
    vi.useFakeTimers()
    let up = false
    const replica = fakePool(async () => {
      if (!up) throw pgError('ECONNREFUSED')
      return 'replica'
    })
    const primary = fakePool(async () => 'primary')
    guardReplicaPool(replica, () => primary, 'r', log)

    expect(await replica.query('SELECT 1')).toBe('primary')
    expect(await replica.query('SELECT 1')).toBe('primary')
    expect(primary.query).toHaveBeenCalledTimes(2)
    up = true
    expect(await replica.query('SELECT 1')).toBe('primary') // still skipped
    vi.advanceTimersByTime(REPLICA_RETRY_AFTER_MS)
    expect(await replica.query('SELECT 1')).toBe('replica')
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/Read replica r is unavailable/))
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/Read replica r answers again/))
  })

  it('throws a statement’s own error without asking the primary', async () => {
    const replica = fakePool(async () => {
      throw pgError('42P01')
    })
    const primary = fakePool(async () => 'primary')
    guardReplicaPool(replica, () => primary, 'r', log)
    await expect(replica.query('SELECT * FROM nowhere')).rejects.toMatchObject({ code: '42P01' })
    expect(primary.query).not.toHaveBeenCalled()
  })
})

describe('read routing', () => {
  it('a staff credential is a session cookie or an Authorization header', () => {
    expect(carriesStaffCredential({ cookie: 'a=1; payload-token=xyz' })).toBe(true)
    expect(carriesStaffCredential({ authorization: 'JWT abc' })).toBe(true)
    expect(carriesStaffCredential({ cookie: 'site-lang=ko; not-payload-token=1' })).toBe(false)
    expect(carriesStaffCredential({})).toBe(false)
  })

  it('readFromPrimary holds across awaits and ends with its task', async () => {
    expect(readsFromPrimary()).toBe(false)
    await readFromPrimary(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      expect(readsFromPrimary()).toBe(true)
    })
    expect(readsFromPrimary()).toBe(false)
  })
})

describe('DATABASE_REPLICA_URLS', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is a comma-separated list; unset or empty means none', () => {
    vi.stubEnv('DATABASE_REPLICA_URLS', '')
    expect(databaseReplicaUrls()).toEqual([])
    vi.stubEnv('DATABASE_REPLICA_URLS', ' postgres://u:p@r1:5432/site , postgresql://u:p@r2/site,')
    expect(databaseReplicaUrls()).toEqual(['postgres://u:p@r1:5432/site', 'postgresql://u:p@r2/site'])
  })

  it('refuses what is not a Postgres URL, without echoing it (it may hold a password)', () => {
    vi.stubEnv('DATABASE_REPLICA_URLS', 'postgres://u:p@r1/site,mysql://u:secret@r2/site')
    expect(() => databaseReplicaUrls()).toThrow(/DATABASE_REPLICA_URLS/)
    expect(() => databaseReplicaUrls()).not.toThrow(/secret/)
  })

  it('logs a replica by host and database, never its password', () =>
    expect(replicaLabel('postgres://site:s3cret@10.0.0.7:5433/site')).toBe('10.0.0.7:5433/site'))
})
