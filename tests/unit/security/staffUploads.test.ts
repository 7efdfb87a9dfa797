import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { acceptedMimeTypes, checkUpload, UPLOAD_HEAD_BYTES, UPLOAD_MAX_BYTES } from '@/lib/uploads/staffFiles'
import { withoutMetadata } from '@/lib/uploads/stripMetadata'

import {
  exifOf,
  fontArchive,
  geotaggedJpeg,
  geotaggedWebp,
  htmlPage,
  id3Mp3,
  plainAvif,
  plainGif,
  plainPng,
  pngSignatureOnly,
  shortWav,
  svgWithScript,
  windowsProgram,
} from '../../helpers/uploadFiles'

const check = (library: 'images' | 'downloads', name: string, bytes: Buffer) =>
  checkUpload(library, { name, size: bytes.length, head: bytes.subarray(0, UPLOAD_HEAD_BYTES) })

/** An ISO base media file's first box: size, `ftyp`, then the major brand. */
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)])

describe('what staff may upload (by bytes and name)', () => {
  it('takes PNG, JPEG, GIF, WebP and AVIF pictures as the type their bytes prove, under any picture name', async () => {
    expect(check('images', 'a.png', await plainPng())).toEqual({ ok: true, mimeType: 'image/png' })
    expect(check('images', 'a.JPG', await geotaggedJpeg())).toEqual({ ok: true, mimeType: 'image/jpeg' })
    expect(check('images', 'a.gif', await plainGif())).toEqual({ ok: true, mimeType: 'image/gif' })
    expect(check('images', 'a.webp', await geotaggedWebp())).toEqual({ ok: true, mimeType: 'image/webp' })
    expect(check('images', 'a.avif', await plainAvif())).toEqual({ ok: true, mimeType: 'image/avif' })
    expect(check('images', 'mislabelled.jpg', await plainPng())).toEqual({ ok: true, mimeType: 'image/png' })
  })

  it('refuses SVG, HTML and programs under a picture name, other ftyp files, and pictures under other names', async () => {
    const refused = { ok: false, reason: 'type' }
    expect(check('images', 'logo.svg', svgWithScript())).toEqual(refused)
    expect(check('images', 'logo.png', svgWithScript())).toEqual(refused)
    expect(check('images', 'photo.jpg', htmlPage())).toEqual(refused)
    expect(check('images', 'photo.png', windowsProgram())).toEqual(refused)
    expect(check('images', 'photo.avif', ftyp('heic'))).toEqual(refused)
    expect(check('images', 'clip.avif', ftyp('isom'))).toEqual(refused)
    expect(check('images', 'photo.html', await plainPng())).toEqual(refused)
    expect(check('images', 'photo', await plainPng())).toEqual(refused)
  })

  it('takes ZIP, WAV, MP3 and Ogg downloads only under their own extension', () => {
    expect(check('downloads', 'Font.zip', fontArchive())).toEqual({ ok: true, mimeType: 'application/zip' })
    expect(check('downloads', 'track.wav', shortWav())).toEqual({ ok: true, mimeType: 'audio/wav' })
    expect(check('downloads', 'track.mp3', id3Mp3())).toEqual({ ok: true, mimeType: 'audio/mpeg' })
    expect(check('downloads', 'track.mp3', Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toEqual({
      ok: true,
      mimeType: 'audio/mpeg',
    })
    expect(check('downloads', 'track.ogg', Buffer.from('OggS\0\x02'))).toEqual({ ok: true, mimeType: 'audio/ogg' })
    const refused = { ok: false, reason: 'type' }
    expect(check('downloads', 'Font.exe', fontArchive())).toEqual(refused)
    expect(check('downloads', 'track.zip', shortWav())).toEqual(refused)
    expect(check('downloads', 'setup.zip', windowsProgram())).toEqual(refused)
    expect(check('downloads', 'track.mp3', htmlPage())).toEqual(refused)
    expect(check('downloads', 'photo.mp3', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual(refused)
  })

  it('refuses an empty file and one byte over each library’s limit, and accepts exactly the limit', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(checkUpload('images', { name: 'a.png', size: 0, head: png })).toEqual({ ok: false, reason: 'empty' })
    const size = (bytes: number) => checkUpload('images', { name: 'a.png', size: bytes, head: png })
    expect(size(UPLOAD_MAX_BYTES.images)).toEqual({ ok: true, mimeType: 'image/png' })
    expect(size(UPLOAD_MAX_BYTES.images + 1)).toEqual({ ok: false, reason: 'size' })
    const zip = Buffer.from('PK\x03\x04')
    expect(checkUpload('downloads', { name: 'a.zip', size: UPLOAD_MAX_BYTES.downloads + 1, head: zip })).toEqual({
      ok: false,
      reason: 'size',
    })
  })

  it('names the same types to Payload and the file picker', () => {
    expect(acceptedMimeTypes('images')).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'])
    expect(acceptedMimeTypes('downloads')).toEqual(['application/zip', 'audio/wav', 'audio/mpeg', 'audio/ogg'])
  })
})

describe('pictures lose their metadata', () => {
  it('removes a JPEG’s GPS position and author and turns its pixels upright', async () => {
    const photo = await geotaggedJpeg()
    expect((await exifOf(photo))?.GPSInfo?.GPSLatitude).toEqual([37, 33, 59])
    const result = await withoutMetadata(photo)
    if ('unreadable' in result) throw new Error('a good photo was called unreadable')
    expect(result.changed).toBe(true)
    expect(await exifOf(result.data)).toBeUndefined()
    expect(result.data.includes('Kim Reporter')).toBe(false)
    const meta = await sharp(result.data).metadata()
    expect([meta.format, meta.width, meta.height, meta.orientation ?? 1]).toEqual(['jpeg', 20, 40, 1])
  })

  it('removes a WebP’s GPS position and keeps it a WebP', async () => {
    const result = await withoutMetadata(await geotaggedWebp())
    if ('unreadable' in result) throw new Error('a good picture was called unreadable')
    expect(result.changed).toBe(true)
    expect(await exifOf(result.data)).toBeUndefined()
    expect((await sharp(result.data).metadata()).format).toBe('webp')
  })

  it('stores a picture without metadata byte for byte', async () => {
    for (const picture of [await plainPng(), await plainGif(), await plainAvif()]) {
      const result = await withoutMetadata(picture)
      expect(result).toEqual({ data: picture, changed: false })
    }
  })

  it('calls a picture whose signature is followed by no picture, or that is cut short, unreadable', async () => {
    expect(await withoutMetadata(pngSignatureOnly())).toEqual({ unreadable: true })
    const photo = await plainPng(400, 300)
    expect(await withoutMetadata(photo.subarray(0, photo.length - 40))).toEqual({ unreadable: true })
  })
})
