import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { s3ClientConfig, s3Settings } from '@/lib/objectStorage/settings'

import { startS3Server, type S3Server } from '../../tooling/s3Server'
import { createDatabase, databaseUrl, dropDatabase, npmRun, publicTables, query } from '../helpers/backup'

/**
 * Backups with object storage (issue: backups): the files stay in the buckets (their own
 * versioning or replication keeps them), and the archive holds the database and a listing of
 * every object, which a restore checks against the buckets. A real S3-compatible server holds a
 * public and a private bucket; the database is the shared test database.
 */

const PUBLIC = 'backup-site'
const PRIVATE = 'backup-private'
const root = fs.mkdtempSync(path.resolve('.test-data', 'backup-s3-'))
const run = Date.now().toString(36)
const objects = {
  image: { bucket: PUBLIC, key: `images/backup-${run}.png`, body: Buffer.from(`image ${run}`) },
  attachment: { bucket: PRIVATE, key: `private/inquiries/backup-${run}.pdf`, body: Buffer.from(`%PDF ${run}`) },
}

let s3: S3Server
let client: S3Client
let archive = ''
let target = ''
const databases: string[] = []

/** The app's settings for this server: S3_* (both buckets), the shared database, a stand-in build. */
const env = (database = inject('databaseUrl')) => ({
  ...s3.env(PUBLIC, PRIVATE),
  DATABASE_URL: database,
  REPORTS_KEY: inject('reportsKey'),
  NEXT_BUILD_DIR: path.join(root, 'next-build'),
  // Never the project's own .data folders, should a restore ever take the local path.
  UPLOADS_DIR: path.join(root, 'uploads'),
  PRIVATE_FILES_DIR: path.join(root, 'private'),
})

beforeAll(async () => {
  s3 = await startS3Server({ directory: path.join(root, 's3'), buckets: [PUBLIC, PRIVATE] })
  client = new S3Client(s3ClientConfig(s3Settings({ ...process.env, ...s3.env(PUBLIC, PRIVATE) })!))
  for (const { bucket, key, body } of Object.values(objects))
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
})

afterAll(async () => {
  for (const name of databases) await dropDatabase(name)
  client?.destroy()
  await s3?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('a backup with object storage', () => {
  it('holds the database and a listing of both buckets, and no copy of the files', async () => {
    const out = path.join(root, 'backups')
    const backup = await npmRun('backup', ['--out', out], env())
    expect(backup.code, backup.stdout + backup.stderr).toBe(0)
    expect(backup.stdout).toContain('a listing of the object storage')
    archive = path.join(out, fs.readdirSync(out)[0]!)

    const entries: string[] = []
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) })
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'database.dump', 'object-storage.json']))
    expect(entries.filter((name) => /^(uploads|private)\//.test(name))).toEqual([])

    const unpacked = path.join(root, 'unpacked')
    fs.mkdirSync(unpacked)
    await tar.extract({ file: archive, cwd: unpacked })
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
    expect(manifest.storage).toBe('s3')
    const listing = JSON.parse(fs.readFileSync(path.join(unpacked, 'object-storage.json'), 'utf8')) as {
      buckets: { bucket: string; objects: { key: string; size: number }[] }[]
    }
    for (const { bucket, key, body } of Object.values(objects))
      expect(listing.buckets.find((b) => b.bucket === bucket)?.objects).toContainEqual(
        expect.objectContaining({ key, size: body.length }),
      )
  })
})

describe('a restore with object storage', () => {
  beforeAll(async () => {
    target = await createDatabase('s3')
    databases.push(target)
  })

  it('is refused, changing nothing, where S3 is not configured', async () => {
    const { NEXT_BUILD_DIR, DATABASE_URL, REPORTS_KEY, UPLOADS_DIR, PRIVATE_FILES_DIR } = env(databaseUrl(target))
    const local = { NEXT_BUILD_DIR, DATABASE_URL, REPORTS_KEY, UPLOADS_DIR, PRIVATE_FILES_DIR, S3_BUCKET: '' }
    const refused = await npmRun('restore', [archive], local)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /made with object storage \(S3_BUCKET\), but S3_BUCKET is not set here; nothing was changed/,
    )
    expect(refused.stderr).not.toMatch(/\n\s+at /)
    expect(await publicTables(databaseUrl(target))).toBe(0)
    expect(fs.existsSync(UPLOADS_DIR) && fs.readdirSync(UPLOADS_DIR).length).toBeFalsy()
  })

  it('restores the database and finds every listed object in the buckets', async () => {
    const restore = await npmRun('restore', [archive], env(databaseUrl(target)))
    expect(restore.code, restore.stdout + restore.stderr).toBe(0)
    expect(restore.stdout).toContain('Every object the backup listed is in the buckets.')
    const count = (url: string) =>
      query<{ n: string }>(url, 'SELECT count(*) AS n FROM press_releases').then((rows) => Number(rows[0]!.n))
    expect(await count(databaseUrl(target))).toBe(await count(inject('databaseUrl')))
  })

  it('names the objects that are gone from the buckets since the backup', async () => {
    const { bucket, key } = objects.attachment
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    const restore = await npmRun('restore', [archive, '--force'], env(databaseUrl(target)))
    expect(restore.code, restore.stdout + restore.stderr).toBe(0)
    expect(restore.stderr).toContain('1 object the backup listed is not in the buckets')
    expect(restore.stderr).toContain(`${bucket}/${key}`)
    expect(restore.stderr).not.toContain(objects.image.key)
  })
})
