import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { LARGEST_UPLOAD_BYTES, UPLOAD_MAX_BYTES } from '@/lib/uploads/staffFiles'

import enStaff from '@/i18n/locales/en/staff.json'
import koStaff from '@/i18n/locales/ko/staff.json'

import { devAccounts } from '../../seed/devAccounts'
import { expectClearError } from '../helpers/clearError'
import { sql } from '../helpers/db'
import { bearer, deleteDocs, login, request } from '../helpers/http'
import { RawConnection, postHead } from '../helpers/rawHttp'
import {
  exifOf,
  fontArchive,
  geotaggedJpeg,
  htmlPage,
  id3Mp3,
  plainAvif,
  plainPng,
  pngSignatureOnly,
  shortWav,
  svgWithScript,
  windowsProgram,
} from '../helpers/uploadFiles'

/**
 * What editors upload to the public libraries, through Payload's REST API as the
 * admin sends it: pictures and downloads checked by their bytes and names, each library's size
 * limit, and a photo's location stripped before it is stored. Every refusal is a clear 400 or 413
 * in the editor's language, and leaves no row and no file behind.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''

type Library = 'images' | 'downloads'
type Doc = { id: number; filename: string; mimeType: string; filesize: number; width?: number; height?: number }

const uploadsOf = (library: Library) => {
  const dir = path.join(inject('uploadsDir'), library)
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}
const rowsOf = async (library: Library) => Number((await sql(`SELECT count(*) AS n FROM ${library}`))[0].n)

/** Uploads one file as the editor, the way the admin does (multipart: the file and `_payload`). */
function upload(library: Library, name: string, data: Buffer, language: 'ko' | 'en' = 'en') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)]), name)
  form.append('_payload', JSON.stringify(library === 'images' ? { alt: name } : { label: name }))
  return request(`/api/${library}`, {
    method: 'POST',
    headers: { ...bearer(token), 'Accept-Language': language },
    body: form,
  })
}

async function uploaded(library: Library, name: string, data: Buffer): Promise<Doc> {
  const res = await upload(library, name, data)
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: Doc }).doc
}

/** The stored file, as Payload serves it to staff. */
async function storedFile(library: Library, filename: string): Promise<Buffer> {
  const res = await request(`/api/${library}/file/${encodeURIComponent(filename)}`, { headers: bearer(token) })
  expect(res.status).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

/** The message Payload shows under the file input: a field error on `file`. */
async function fileFieldMessage(res: Response): Promise<string> {
  const body = (await res.clone().json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
  await expectClearError(res, [400], 'a refused upload')
  const field = body.errors[0].data?.errors?.find((e) => e.path === 'file')
  expect(field, JSON.stringify(body)).toBeDefined()
  return field!.message
}

/** Runs a refused upload and proves it left nothing: the same rows and the same files on disk. */
async function refusedLeavingNothing(library: Library, send: () => Promise<Response>): Promise<Response> {
  const rows = await rowsOf(library)
  const files = uploadsOf(library)
  const res = await send()
  expect(await rowsOf(library)).toBe(rows)
  expect(uploadsOf(library)).toEqual(files)
  return res
}

/** A message to staff, as Payload shows it in that language. */
const staff = (key: keyof typeof enStaff, language: 'ko' | 'en') => (language === 'ko' ? koStaff : enStaff)[key]

beforeAll(async () => {
  token = await login(editor.email, editor.password)
})

describe('pictures', () => {
  it('stores PNG and AVIF as the type their bytes prove', async () => {
    const png = await uploaded('images', 'upload-check.png', await plainPng())
    const avif = await uploaded('images', 'upload-check.avif', await plainAvif())
    expect([png.mimeType, avif.mimeType]).toEqual(['image/png', 'image/avif'])
    expect(await storedFile('images', png.filename)).toEqual(await plainPng())
    await deleteDocs('images', [png.id, avif.id], token)
  })

  it('strips a photo’s GPS position and author before storing it, and stores it upright', async () => {
    // Large enough for Payload to cut the 640×360 thumbnail from it once turned upright.
    const photo = await geotaggedJpeg(1400, 700)
    expect((await exifOf(photo))?.GPSInfo).toBeDefined()
    const doc = await uploaded('images', 'geotagged.jpg', photo)
    const stored = await storedFile('images', doc.filename)
    expect(await exifOf(stored)).toBeUndefined()
    expect(stored.includes('Kim Reporter')).toBe(false)
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height, doc.width, doc.height]).toEqual([700, 1400, 700, 1400])
    // The thumbnails Payload cuts from it carry nothing either.
    const row = (
      await sql<{ f: string }>('SELECT sizes_thumbnail_filename AS f FROM images WHERE id = $1', [doc.id])
    )[0]
    expect(await exifOf(await storedFile('images', row.f))).toBeUndefined()
    await deleteDocs('images', [doc.id], token)
  })

  it.each([
    ['an SVG with a script', 'logo.svg', svgWithScript()],
    ['an SVG named .png', 'logo.png', svgWithScript()],
    ['an HTML page named .jpg', 'photo.jpg', htmlPage()],
    ['a Windows program named .png', 'photo.png', windowsProgram()],
  ])('refuses %s with the picture rule in the editor’s language, storing nothing', async (_label, name, data) => {
    const english = await refusedLeavingNothing('images', () => upload('images', name, data, 'en'))
    expect(await fileFieldMessage(english)).toBe(staff('uploadImageType', 'en'))
    const korean = await refusedLeavingNothing('images', () => upload('images', name, data, 'ko'))
    expect(await fileFieldMessage(korean)).toBe(staff('uploadImageType', 'ko'))
  })

  it('refuses a picture signature followed by no picture as unreadable, storing nothing', async () => {
    const res = await refusedLeavingNothing('images', () => upload('images', 'broken.png', pngSignatureOnly()))
    expect(await fileFieldMessage(res)).toBe(staff('uploadUnreadable', 'en'))
  })

  it('answers 404, not 500, for a file that is not there, to staff and visitors', async () => {
    expect((await request('/api/images/file/not-there.png', { headers: bearer(token) })).status).toBe(404)
    expect((await request('/api/downloads/file/not-there.zip')).status).toBe(404)
  })

  it('refuses a new picture named by URL (Payload would fetch it past the checks), storing nothing', async () => {
    const res = await refusedLeavingNothing('images', () =>
      request('/api/images', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json', 'Accept-Language': 'ko' },
        body: JSON.stringify({
          alt: 'by url',
          url: 'https://example.com/photo.png',
          filename: 'photo.png',
          focalX: 10,
          focalY: 10,
        }),
      }),
    )
    expect(await fileFieldMessage(res)).toBe(staff('uploadByUrl', 'ko'))
  })

  it('refuses an empty file, storing nothing', async () => {
    const res = await refusedLeavingNothing('images', () => upload('images', 'empty.png', Buffer.alloc(0)))
    expect([staff('uploadEmpty', 'en'), staff('uploadByUrl', 'en')]).toContain(await fileFieldMessage(res))
  })

  it('answers 413 to a picture one byte over 20 MB, storing nothing', async () => {
    const png = await plainPng()
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES.images + 1 - png.length)])
    const res = await refusedLeavingNothing('images', () => upload('images', 'huge.png', big, 'ko'))
    const message = await expectClearError(res, [413], 'a picture over the limit')
    expect(message).toBe(staff('uploadTooLarge', 'ko').replace('{{max}}', '20'))
  })
})

describe('downloads', () => {
  it('stores a font archive, a WAV and an MP3 under their own names', async () => {
    const docs = [
      await uploaded('downloads', 'upload-check.zip', fontArchive()),
      await uploaded('downloads', 'upload-check.wav', shortWav()),
      await uploaded('downloads', 'upload-check.mp3', id3Mp3()),
    ]
    expect(docs.map((d) => d.mimeType)).toEqual(['application/zip', 'audio/wav', 'audio/mpeg'])
    expect(await storedFile('downloads', docs[0].filename)).toEqual(fontArchive())
    await deleteDocs(
      'downloads',
      docs.map((d) => d.id),
      token,
    )
  })

  it.each([
    ['a ZIP named .exe', 'fonts.exe', fontArchive()],
    ['a WAV named .zip', 'album.zip', shortWav()],
    ['a Windows program named .zip', 'fonts.zip', windowsProgram()],
    ['an HTML page named .mp3', 'track.mp3', htmlPage()],
    ['an SVG', 'logo.svg', svgWithScript()],
  ])('refuses %s with the download rule in the editor’s language, storing nothing', async (_label, name, data) => {
    const korean = await refusedLeavingNothing('downloads', () => upload('downloads', name, data, 'ko'))
    expect(await fileFieldMessage(korean)).toBe(staff('uploadDownloadType', 'ko'))
  })

  it('stops reading a download past the largest limit (50 MB) with a 413, storing nothing', async () => {
    const rows = await rowsOf('downloads')
    const files = uploadsOf('downloads')
    const boundary = 'upload-limit'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\nPK\x03\x04',
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const padding = LARGEST_UPLOAD_BYTES + 1024 * 1024
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/downloads', {
        Authorization: `JWT ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + padding + tail.length),
      }),
    )
    await conn.write(head)
    const chunk = Buffer.alloc(1024 * 1024)
    for (let sent = 0; sent < padding && !conn.isClosed; sent += chunk.length) if (!(await conn.write(chunk))) break
    if (!conn.isClosed) await conn.write(tail)
    const answer = await conn.response(60_000)
    expect(answer?.status, answer?.body).toBe(413)
    expect(answer?.body).not.toMatch(/"stack"|node_modules/)
    expect(JSON.parse(answer!.body).errors[0].message).toContain(`${LARGEST_UPLOAD_BYTES / 1024 / 1024} MB`)
    conn.drop()
    expect(await rowsOf('downloads')).toBe(rows)
    expect(uploadsOf('downloads')).toEqual(files)
  })
})

describe('a visitor without a staff session', () => {
  const tempDir = `${inject('uploadsDir')}-tmp`
  const tempFiles = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir).sort() : [])

  it.each(['images', 'downloads'] as const)(
    'is refused a 40 MB upload to /api/%s from its head: 403 before the body is sent, nothing read to disk',
    async (library) => {
      const rows = await rowsOf(library)
      const files = uploadsOf(library)
      const temp = tempFiles()
      const boundary = 'anonymous-upload'
      const conn = new RawConnection()
      await conn.write(
        postHead(`/api/${library}`, {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(40 * 1024 * 1024),
        }),
      )
      await conn.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      )
      await conn.write(Buffer.alloc(64 * 1024))
      // The other 39.9 MB are never sent: the answer comes from the head.
      const answer = await conn.response(30_000)
      conn.drop()
      expect(answer?.status, answer?.body).toBe(403)
      expect(JSON.parse(answer!.body)).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
      expect(answer?.headers['connection']).toBe('close')
      expect(await rowsOf(library)).toBe(rows)
      expect(uploadsOf(library)).toEqual(files)
      expect(tempFiles()).toEqual(temp)
    },
  )

  it('may take the sign-in steps with a small JSON body, and nothing larger or unmeasured', async () => {
    const json = { 'content-type': 'application/json' }
    const { email, password } = editor
    expect(
      (await request('/api/users/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) }))
        .status,
    ).toBe(200)
    const large = await request('/api/users/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'x'.repeat(100 * 1024) }),
    })
    await expectClearError(large, [413], 'a large sign-in body')
    const streamed = await request('/api/users/forgot-password', {
      method: 'POST',
      headers: json,
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ email })))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    await expectClearError(streamed, [411], 'a sign-in step without Content-Length')
    const anonymousCreate = await request('/api/press-releases', { method: 'POST', headers: json, body: '{}' })
    await expectClearError(anonymousCreate, [403], 'an anonymous create')
  })
})
