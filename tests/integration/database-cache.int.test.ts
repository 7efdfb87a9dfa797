import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { scopeCacheToDatabase } from '../../server/databaseCache'

/** A build folder with Next's runtime caches in it, as a server that ran on some database left it. */
function buildWithCaches(scope?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'))
  for (const cache of ['cache/fetch-cache', 'server/route-cache', 'server/app']) {
    fs.mkdirSync(path.join(dir, cache), { recursive: true })
    fs.writeFileSync(path.join(dir, cache, 'entry'), 'what a database said')
  }
  if (scope !== undefined) fs.writeFileSync(path.join(dir, 'cache', 'database-scope'), scope)
  return dir
}

const has = (dir: string, cache: string) => fs.existsSync(path.join(dir, cache, 'entry'))

describe("Next's cache scoped to the database", () => {
  it('empties the data and page caches written for another database, keeps the built pages, and names the database', async () => {
    const dir = buildWithCaches('another-cluster.12345')
    try {
      const { scope, cleared } = await scopeCacheToDatabase(inject('databaseUrl'), dir)
      expect(scope).toMatch(/^\d+\.\d+$/)
      expect(cleared).toHaveLength(2)
      expect(has(dir, 'cache/fetch-cache')).toBe(false)
      expect(has(dir, 'server/route-cache')).toBe(false)
      expect(has(dir, 'server/app')).toBe(true)
      // The next start on the same database keeps what this one caches.
      fs.mkdirSync(path.join(dir, 'cache', 'fetch-cache'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'cache', 'fetch-cache', 'entry'), 'what this database said')
      expect(await scopeCacheToDatabase(inject('databaseUrl'), dir)).toEqual({ scope, cleared: [] })
      expect(has(dir, 'cache/fetch-cache')).toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('empties caches no database was recorded for, and leaves them alone when the database cannot be read', async () => {
    const unrecorded = buildWithCaches()
    const unreachable = buildWithCaches('some-cluster.1')
    try {
      expect((await scopeCacheToDatabase(inject('databaseUrl'), unrecorded)).cleared).toHaveLength(2)
      const closedPort = 'postgres://nobody:x@127.0.0.1:9/none'
      expect(await scopeCacheToDatabase(closedPort, unreachable)).toEqual({ scope: '', cleared: [] })
      expect(has(unreachable, 'cache/fetch-cache')).toBe(true)
    } finally {
      for (const dir of [unrecorded, unreachable]) fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
