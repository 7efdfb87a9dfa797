import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, expect, it } from 'vitest'

import { newTempPath, sweepStaleTempFiles, tempDir } from '@/lib/guards/tempFiles'

let root: string
const saved = process.env.PRIVATE_FILES_DIR

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-'))
  process.env.PRIVATE_FILES_DIR = root
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
  if (saved === undefined) delete process.env.PRIVATE_FILES_DIR
  else process.env.PRIVATE_FILES_DIR = saved
})

it('keeps uploads in tmp/ of the private directory and sweeps only those a killed process left behind', async () => {
  const left = newTempPath()
  const live = newTempPath()
  expect(path.dirname(left)).toBe(path.join(root, 'tmp'))
  expect(tempDir()).toBe(path.join(root, 'tmp'))
  expect((fs.statSync(path.dirname(left)).mode & 0o777).toString(8)).toBe('700')
  fs.writeFileSync(left, 'half an upload')
  fs.writeFileSync(live, 'an upload in progress')
  // Older than the longest upload may take (600 s) plus a minute; the other is recent.
  const old = new Date(Date.now() - 11 * 60_000 - 1000)
  fs.utimesSync(left, old, old)
  await sweepStaleTempFiles()
  expect(fs.existsSync(left)).toBe(false)
  expect(fs.existsSync(live)).toBe(true)
})
