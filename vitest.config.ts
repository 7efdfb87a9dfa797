import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The resilience test stops Postgres: it runs after every other integration file. */
class ResilienceLastSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const last = (f: TestSpecification) => (f.moduleId.includes('resilience') ? 1 : 0)
    return [...sorted].sort((a, b) => last(a) - last(b))
  }
}

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/**
 * The integration tests (HTTP, SQL, processes) and the browser tests (e2e) share one app and one
 * database (tests/helpers/globalSetup.ts starts it once for both); their files run one after
 * another, after the unit tests.
 */
function sharedStackProject(name: string, include: string[]) {
  return {
    resolve: { alias },
    test: {
      name,
      environment: 'node',
      include,
      globalSetup: ['tests/helpers/globalSetup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // expect.poll waits for a state, it does not time one: its 1 s default was a hidden
      // wall-clock bound that a busy 2-core machine broke (a page-2 fetch took longer). Tests
      // that do promise a number measure it themselves (tests/helpers/deadline.ts, in-page clocks).
      expect: { poll: { timeout: 15_000, interval: 100 } },
    },
  }
}

export default defineConfig({
  test: {
    // The sequencer is a root option: set inside a project it is ignored.
    sequence: { sequencer: ResilienceLastSequencer },
    projects: [
      {
        resolve: { alias },
        // On every core: unit files share nothing (vitest's default leaves one core idle).
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], maxWorkers: '100%' },
      },
      sharedStackProject('integration', ['tests/integration/**/*.int.test.ts']),
      sharedStackProject('e2e', ['tests/e2e/**/*.e2e.test.ts']),
    ],
  },
})
