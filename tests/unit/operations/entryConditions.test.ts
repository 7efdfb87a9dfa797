import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runChild, runEntry, UNSETTLED_AWAIT_EXIT, withEntryConditions } from '../../../tooling/process'

describe('withEntryConditions', () => {
  it('resolves lexical to its development build outside production', () => {
    expect(withEntryConditions({ APP_ENV: 'test' }).NODE_OPTIONS).toBe('--conditions=development')
    expect(withEntryConditions({ NODE_ENV: 'development' }).NODE_OPTIONS).toBe('--conditions=development')
  })

  it('resolves it to the production build in production, decided as the app decides it', () => {
    expect(withEntryConditions({ APP_ENV: 'production' }).NODE_OPTIONS).toBe('--conditions=production')
    expect(withEntryConditions({ NODE_ENV: 'production' }).NODE_OPTIONS).toBe('--conditions=production')
    // `next start` forces NODE_ENV=production; the launcher's APP_ENV says what the operator meant.
    expect(withEntryConditions({ NODE_ENV: 'production', APP_ENV: 'development' }).NODE_OPTIONS).toBe(
      '--conditions=development',
    )
  })

  it("keeps the operator's other Node options and replaces an earlier condition", () => {
    const env = withEntryConditions({
      APP_ENV: 'test',
      NODE_OPTIONS: '--max-old-space-size=4096  --conditions=production --enable-source-maps',
    })
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=4096 --enable-source-maps --conditions=development')
  })
})

describe('runEntry', () => {
  /** A script that exits 13 as many times as `failures`, counted in a file, then 0. */
  function flaky(failures: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-'))
    const counter = path.join(dir, 'runs')
    const script = `const fs=require('fs');const f=${JSON.stringify(counter)};const n=fs.existsSync(f)?Number(fs.readFileSync(f,'utf8')):0;fs.writeFileSync(f,String(n+1));process.exit(n<${failures}?${UNSETTLED_AWAIT_EXIT}:0)`
    return { args: ['-e', script], runs: () => Number(fs.readFileSync(counter, 'utf8')) }
  }

  it('runs a script that exited 13 once more, and says so', async () => {
    const { args, runs } = flaky(1)
    const lines: string[] = []
    expect(await runEntry('node', args, process.env, (line) => lines.push(line))).toBe(0)
    expect(runs()).toBe(2)
    expect(lines).toEqual([expect.stringMatching(/exited with 13 while loading its modules.*running it once more/)])
  })

  it('retries only once: a second exit 13 is the result', async () => {
    const { args, runs } = flaky(5)
    expect(await runEntry('node', args, process.env, () => {})).toBe(UNSETTLED_AWAIT_EXIT)
    expect(runs()).toBe(2)
  })

  it('does not retry other failures', async () => {
    const lines: string[] = []
    expect(await runEntry('node', ['-e', 'process.exit(1)'], process.env, (line) => lines.push(line))).toBe(1)
    expect(lines).toEqual([])
  })

  it('makes the child resolve lexical past its .node.mjs wrapper, to the build the environment calls for', async () => {
    const resolvesTo = (suffix: string) =>
      `process.exit(import.meta.resolve('@lexical/html').endsWith('${suffix}') ? 0 : 7)`
    const node = ['--input-type=module', '-e']
    expect(
      await runEntry(
        'node',
        [...node, resolvesTo('LexicalHtml.dev.mjs')],
        { ...process.env, APP_ENV: 'test' },
        () => {},
      ),
    ).toBe(0)
    expect(
      await runEntry(
        'node',
        [...node, resolvesTo('LexicalHtml.prod.mjs')],
        { ...process.env, APP_ENV: 'production' },
        () => {},
      ),
    ).toBe(0)
    // Plain node, without the condition, takes the wrapper: the check above tells the two apart.
    expect(
      await runChild('node', [...node, resolvesTo('LexicalHtml.node.mjs')], { ...process.env, NODE_OPTIONS: '' }),
    ).toBe(0)
  })
})
