import fs from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { s3ClientConfig, s3Settings } from '@/lib/objectStorage/settings'
import { PRIVATE_PREFIX, s3Store } from '@/lib/submissions/stores/s3'

import { startS3Server, type S3Server } from '../../tooling/s3Server'
import { devAccounts } from '../../seed/devAccounts'
import { startAppServer, type AppServer } from '../../tooling/appServer'
import { sql } from '../helpers/db'
import { multipart, newMarker, sample, uniqueClient, validInquiry } from '../helpers/forms'
import { reportRow, validReport } from '../helpers/reports'
import { runSubmissionJobs } from '../helpers/submissionJobs'
import { fontArchive } from '../helpers/uploadFiles'
import { secondServerEnv } from '../helpers/secondServer'

/**
 * Object storage: an app instance of the same build, on the shared database, with
 * S3_* pointing at a local S3-compatible server (tooling/s3Server.ts). Library files land in
 * the bucket and are served through Payload's own routes with their access rules and headers;
 * inquiry attachments land under the private prefix and reach staff only through the
 * access-checked route; nothing is written to the instance's local upload folders.
 */

const BUCKET = 'site'
const dev = (role: string) => devAccounts.find((a) => a.role === role)!

let s3: S3Server
let app: AppServer
let client: S3Client
let token = ''
const root = fs.mkdtempSync(path.resolve('.test-data', 's3-'))
const local = { uploads: path.join(root, 'uploads'), private: path.join(root, 'private') }
const created = {
  'press-releases': [] as number[],
  images: [] as number[],
  downloads: [] as number[],
  inquiries: [] as number[],
}

const get = (p: string, init: RequestInit = {}) => fetch(`${app.baseUrl}${p}`, { redirect: 'manual', ...init })
const auth = (): HeadersInit => ({ Authorization: `JWT ${token}` })

/** The object's bytes read with the SDK, or null when there is none. */
async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    return true
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false
    throw error
  }
}

/** Every file under a local directory (nothing of S3's may land there). */
const localFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []

type UploadDoc = { id: number; filename: string; url: string; sizes?: Record<string, { filename: string | null }> }

async function upload(library: 'images' | 'downloads', name: string, data: Buffer): Promise<UploadDoc> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)]), name)
  form.append('_payload', JSON.stringify(library === 'images' ? { alt: name } : { label: name }))
  const res = await get(`/api/${library}`, { method: 'POST', headers: auth(), body: form })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: UploadDoc }
  created[library].push(doc.id)
  return doc
}

async function signIn(role: string): Promise<string> {
  const res = await get('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: dev(role).email, password: dev(role).password }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const fileUrl = (library: string, filename: string) => `/api/${library}/file/${encodeURIComponent(filename)}`

beforeAll(async () => {
  s3 = await startS3Server({ directory: path.join(root, 's3'), buckets: [BUCKET] })
  const env = s3.env(BUCKET)
  client = new S3Client(s3ClientConfig(s3Settings({ ...process.env, ...env })!))
  app = await startAppServer(
    secondServerEnv(root, { ...env, UPLOADS_DIR: local.uploads, PRIVATE_FILES_DIR: local.private }),
  )
  token = await signIn('editor')
})

afterAll(async () => {
  if (app) {
    // The admin may delete inquiries too; press releases go before the images they show.
    const admin = await signIn('admin')
    for (const [collection, ids] of Object.entries(created))
      for (const id of ids)
        await get(`/api/${collection}/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${admin}` } })
  }
  await app?.stop()
  await s3?.stop()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('the public libraries in object storage', () => {
  it('stores an image and its resized files in the bucket, none on local disk, and serves them byte for byte through Payload', async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2ac1bc' } })
      .png()
      .toBuffer()
    const doc = await upload('images', `s3-${Date.now()}.png`, png)
    expect(await objectBytes(`images/${doc.filename}`)).toEqual(png)
    const thumbnail = doc.sizes!.thumbnail.filename!
    expect(await objectExists(`images/${thumbnail}`)).toBe(true)
    expect(localFiles(local.uploads)).toEqual([])

    const res = await get(fileUrl('images', doc.filename), { headers: auth() })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)
    expect((await get(fileUrl('images', thumbnail), { headers: auth() })).status).toBe(200)
  })

  it('serves a download byte for byte, as an attachment, to anyone', async () => {
    const zip = fontArchive()
    const doc = await upload('downloads', `s3-font-${Date.now()}.zip`, zip)
    expect(await objectBytes(`downloads/${doc.filename}`)).toEqual(zip)
    const res = await get(fileUrl('downloads', doc.filename))
    expect(res.status, await res.clone().text()).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toBe('attachment')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(zip)
  })

  it('keeps an embargoed image from visitors, through the app and the bucket URL alike', async () => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const doc = await upload('images', `s3-embargo-${Date.now()}.png`, png)
    // Shown by a press release published for tomorrow: embargoed until then.
    const release = await get('/api/press-releases?locale=ko', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `S3 엠바고 ${Date.now()}`,
        publishDate: new Date(Date.now() + 86_400_000).toISOString(),
        _status: 'published',
        thumbnail: doc.id,
      }),
    })
    expect(release.status, await release.clone().text()).toBe(201)
    created['press-releases'].push(((await release.json()) as { doc: { id: number } }).doc.id)
    const [row] = await sql<{ public_from: Date | null }>('SELECT public_from FROM images WHERE id = $1', [doc.id])
    expect(row.public_from!.getTime()).toBeGreaterThan(Date.now())
    const files = [doc.filename, doc.sizes!.thumbnail.filename!]
    for (const file of files) {
      const anonymous = await get(fileUrl('images', file))
      await anonymous.arrayBuffer()
      expect([403, 404]).toContain(anonymous.status)
      expect((await fetch(`${s3.endpoint}/${BUCKET}/images/${encodeURIComponent(file)}`)).status).toBe(403)
    }
    // The same route serves it once it is public: the refusal above was the embargo, not storage.
    const patch = await get(`/api/images/${doc.id}`, {
      method: 'PATCH',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ markedPublic: true }),
    })
    expect(patch.status).toBe(200)
    const now = await get(fileUrl('images', doc.filename))
    expect(now.status).toBe(200)
    expect(Buffer.from(await now.arrayBuffer())).toEqual(png)
  })

  it('removes the objects of a deleted image, its resized files too', async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer()
    const doc = await upload('images', `s3-delete-${Date.now()}.png`, png)
    // Every resized file there is (a size larger than the picture is not made).
    const sized = Object.values(doc.sizes!).flatMap((size) => (size.filename ? [size.filename] : []))
    expect(sized.length).toBeGreaterThan(0)
    const keys = [doc.filename, ...sized].map((name) => `images/${name}`)
    for (const key of keys) expect(await objectExists(key), key).toBe(true)
    expect((await get(`/api/images/${doc.id}`, { method: 'DELETE', headers: auth() })).status).toBe(200)
    created.images = created.images.filter((id) => id !== doc.id)
    for (const key of keys) expect(await objectExists(key)).toBe(false)
    expect([403, 404]).toContain((await get(fileUrl('images', doc.filename), { headers: auth() })).status)
  })
})

describe('inquiry attachments in object storage', () => {
  const pdf = sample.pdf(4096)
  let id = 0
  let key = ''

  beforeAll(async () => {
    const marker = newMarker('s3')
    const { body, contentType } = multipart(validInquiry('other', marker), [
      { filename: '제안서.pdf', type: 'application/pdf', data: pdf },
    ])
    const res = await get('/api/forms/other', {
      method: 'POST',
      headers: { 'content-type': contentType, origin: app.baseUrl, 'x-forwarded-for': uniqueClient() },
      body: new Uint8Array(body),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const [row] = await sql<{ id: number; attachment_key: string }>(
      'SELECT id, attachment_key FROM inquiries WHERE subject LIKE $1',
      [`${marker}%`],
    )
    id = row.id
    key = row.attachment_key
    created.inquiries.push(id)
  })

  it('lands whole under the private prefix of the bucket, and not on local disk', async () => {
    expect(key).toMatch(/^inquiries\/[0-9a-f-]{36}$/)
    expect(await objectBytes(PRIVATE_PREFIX + key)).toEqual(pdf)
    expect(localFiles(path.join(local.private, 'inquiries'))).toEqual([])
    expect(localFiles(path.join(local.private, 'staging'))).toEqual([])
  })

  it('is downloaded by staff through the access-checked route, byte for byte', async () => {
    const res = await get(`/api/inquiries/${id}/attachment`, { headers: auth() })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf)
  })

  it('is reachable neither anonymously through the app nor by an unsigned request to the bucket', async () => {
    expect((await get(`/api/inquiries/${id}/attachment`)).status).toBe(401)
    expect((await fetch(`${s3.endpoint}/${BUCKET}/${PRIVATE_PREFIX}${key}`)).status).toBe(403)
  })
})

describe('ethics report attachments in object storage', () => {
  const pdf = sample.pdf(6000)
  let reportId = 0
  let key = ''

  const reportObjects = async () =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${PRIVATE_PREFIX}reports/` }))).Contents ??
      []
    ).map((object) => object.Key!)

  beforeAll(async () => {
    const before = await reportObjects()
    const marker = newMarker('s3 report')
    const { body, contentType } = multipart(validReport('report', marker), [
      { filename: '계약서.pdf', type: 'application/pdf', data: pdf },
    ])
    const res = await get('/api/forms/report', {
      method: 'POST',
      headers: { 'content-type': contentType, origin: app.baseUrl, 'x-forwarded-for': uniqueClient() },
      body: new Uint8Array(body),
    })
    const answer = (await res.json()) as { data?: { receiptNumber: string } }
    expect(res.status, JSON.stringify(answer)).toBe(200)
    reportId = (await reportRow(answer.data!.receiptNumber))!.id
    const added = (await reportObjects()).filter((k) => !before.includes(k))
    expect(added).toHaveLength(1)
    key = added[0]
  })

  afterAll(async () => {
    if (reportId) await runSubmissionJobs([{ op: 'deleteReports', ids: [reportId] }], s3.env(BUCKET))
  }, 180_000)

  it('is stored encrypted under the private prefix, and compliance downloads it byte for byte', async () => {
    const stored = (await objectBytes(key))!
    expect(stored.includes(pdf.subarray(0, 64))).toBe(false)
    expect(stored.length).toBeGreaterThan(pdf.length)
    const res = await get(`/api/ethics-reports/${reportId}/attachment`, {
      headers: { Authorization: `JWT ${await signIn('compliance')}` },
    })
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf)
    expect((await get(`/api/ethics-reports/${reportId}/attachment`)).status).toBe(401)
  })

  it('goes with its report: deleting the report removes the object', async () => {
    await runSubmissionJobs([{ op: 'deleteReports', ids: [reportId] }], s3.env(BUCKET))
    reportId = 0
    expect(await objectExists(key)).toBe(false)
  }, 180_000)
})

describe('the S3 private store', () => {
  const staging = path.join(root, 'staging')
  const store = () =>
    s3Store(
      () => client,
      BUCKET,
      () => staging,
    )

  it('stores nothing when a write fails, and leaves no staging file', async () => {
    const key = 'inquiries/00000000-0000-4000-8000-000000000001'
    await expect(
      store().write(key, async (partial) => {
        await fs.promises.writeFile(partial, 'half')
        throw new Error('the disk is full')
      }),
    ).rejects.toThrow('the disk is full')
    expect(await objectExists(PRIVATE_PREFIX + key)).toBe(false)
    expect(localFiles(staging)).toEqual([])
  })

  it('writes, lists with the write time, opens and removes a file; removing it again says it was gone', async () => {
    const key = 'inquiries/00000000-0000-4000-8000-000000000002'
    const before = Date.now() - 5_000
    await store().write(key, (partial) => fs.promises.writeFile(partial, 'whole file'))
    const listed = (await store().list('inquiries')).find((f) => f.key === key)
    expect(listed?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before)
    const opened = await store().open(key)
    expect(opened?.size).toBe(10)
    expect((await opened!.body.toArray()).join('')).toBe('whole file')
    expect(await store().remove(key)).toBe(true)
    expect(await store().remove(key)).toBe(false)
    expect(await store().open(key)).toBeUndefined()
  })
})
