import { describe, expect, it } from 'vitest'

import { UNSETTLED_AWAIT_EXIT, withEntryConditions } from '../../tooling/process'
import { capture, type Finished } from '../../tooling/capture'

// Whether a child resolves lexical past its top-level-await wrapper is decided, not timed: the
// unit test (tests/unit/operations/entryConditions.test.ts) tells the fix from no fix on every run. These
// runs prove the real entry loads Payload's config and exits 0, several at once on a busy machine;
// thirty of them took a minute of every CI run and told nothing more.
const RUNS = 6
const AT_ONCE = 3

describe('loading payload.config in our Node entry points', () => {
  it(`never exits ${UNSETTLED_AWAIT_EXIT} (an unsettled top-level await) in ${RUNS} child processes, ${AT_ONCE} at a time`, async () => {
    // The environment prepare, seed and the Payload CLI get: no database is needed to load the config.
    const env = withEntryConditions({
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    })
    const results: Finished[] = []
    for (let started = 0; started < RUNS; started += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, RUNS - started) }, () =>
        capture('tsx', ['tests/fixtures/importConfig.ts'], env, 60_000),
      )
      results.push(...(await Promise.all(batch)))
    }
    const failed = results.filter((r) => r.code !== 0)
    expect(failed.map((r) => `exit ${r.code}: ${r.output.slice(-500)}`)).toEqual([])
    expect(results).toHaveLength(RUNS)
  }, 600_000)
})
