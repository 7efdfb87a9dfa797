import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { build } from 'esbuild'
import { expect, it } from 'vitest'

/**
 * "The hook adds at most 1.5 kB gzipped to a page." The tracker is bundled on its
 * own as the page gets it (minified ESM), with everything it imports, and gzipped at the highest
 * level. It must not pull in zod: the schema it shares with the endpoint is a type-only import.
 */
const BUDGET_BYTES = 1536

it('the tracker bundles to at most 1.5 kB gzipped, without zod', async () => {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../../src/lib/analytics/tracker.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].text
  const gzipped = gzipSync(code, { level: 9 }).byteLength
  console.log(`tracker: ${code.length} bytes minified, ${gzipped} bytes gzipped (budget ${BUDGET_BYTES})`)
  const inputs = Object.keys(result.metafile.inputs)
  expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([])
  expect(code).not.toMatch(/zod/i)
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES)
})
