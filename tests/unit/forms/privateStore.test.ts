import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { diskStore } from '@/lib/submissions/stores/disk'
import {
  listStoredFiles,
  privateStore,
  readStoredFile,
  removeStoredFile,
  writeStoredFile,
} from '@/lib/submissions/storage'
import { sweepUploadTempFiles, STALE_UPLOAD_MS } from '@/lib/uploads/uploadTempFiles'

let root: string
const saved = { dir: process.env.PRIVATE_FILES_DIR, bucket: process.env.S3_BUCKET }

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'))
  process.env.PRIVATE_FILES_DIR = root
  delete process.env.S3_BUCKET
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
  for (const [name, value] of [
    ['PRIVATE_FILES_DIR', saved.dir],
    ['S3_BUCKET', saved.bucket],
  ] as const)
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
})

const old = (file: string, ms: number) => {
  const at = new Date(Date.now() - ms)
  fs.utimesSync(file, at, at)
}

describe('the private store chosen by configuration', () => {
  it('is the disk without S3_BUCKET, and files round-trip under PRIVATE_FILES_DIR', async () => {
    const key = await writeStoredFile('inquiries', (to) => fs.promises.writeFile(to, 'attachment'))
    expect(key).toMatch(/^inquiries\/[0-9a-f-]{36}$/)
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('attachment')
    expect((await readStoredFile(key))?.toString()).toBe('attachment')
    expect((await listStoredFiles('inquiries')).map((f) => f.key)).toEqual([key])
    expect(await removeStoredFile(key)).toBe(true)
    expect(await removeStoredFile(key)).toBe(false)
    expect(await readStoredFile(key)).toBeUndefined()
  })

  it('is S3 with S3_BUCKET (one client, kept while the settings stay the same)', () => {
    process.env.S3_BUCKET = 'site'
    const first = privateStore()
    expect(privateStore()).toBe(first)
    delete process.env.S3_BUCKET
    expect(privateStore()).not.toBe(first)
  })

  it('refuses keys it did not make (no path is built from anything else)', async () => {
    await expect(removeStoredFile('../../etc/passwd')).rejects.toThrow(/not a stored file key/)
  })
})

describe('the disk store', () => {
  const store = () => diskStore(() => root)
  const key = 'reports/00000000-0000-4000-8000-000000000001'

  it('leaves nothing when a write fails halfway', async () => {
    const failing = store().write(key, async (partial) => {
      await fs.promises.writeFile(partial, 'half')
      throw new Error('disk full')
    })
    await expect(failing).rejects.toThrow('disk full')
    expect(fs.readdirSync(path.join(root, 'reports'))).toEqual([])
  })

  it('sweeps only the half-written files older than the grace period', async () => {
    const dir = path.join(root, 'reports')
    fs.mkdirSync(dir, { recursive: true })
    const left = path.join(dir, '00000000-0000-4000-8000-00000000000a.partial')
    const writing = path.join(dir, '00000000-0000-4000-8000-00000000000b.partial')
    fs.writeFileSync(left, 'x')
    fs.writeFileSync(writing, 'x')
    old(left, 2 * 3600_000)
    expect(await store().sweepPartial('reports', new Date(), 3600_000)).toBe(1)
    expect(fs.existsSync(left)).toBe(false)
    expect(fs.existsSync(writing)).toBe(true)
  })

  it('lists each file with its last write time', async () => {
    await store().write(key, (partial) => fs.promises.writeFile(partial, 'sealed'))
    old(path.join(root, key), 5000)
    const [listed] = await store().list('reports')
    expect(listed.key).toBe(key)
    expect(Date.now() - listed.modifiedAt.getTime()).toBeGreaterThanOrEqual(5000)
  })
})

describe('staff upload temp files (upload.useTempFiles)', () => {
  it('are swept once older than any upload can take; younger ones are left to their request', async () => {
    const dir = path.join(root, 'uploads-tmp')
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, 'tmp-1'), 'a file sent where no upload is taken')
    fs.writeFileSync(path.join(dir, 'tmp-2'), 'an upload in progress')
    old(path.join(dir, 'tmp-1'), STALE_UPLOAD_MS + 1000)
    expect(await sweepUploadTempFiles(Date.now(), dir)).toBe(1)
    expect(fs.readdirSync(dir)).toEqual(['tmp-2'])
  })
})
