import { describe, expect, it } from 'vitest'

import { checkFile, displayFileName, FILE_HEAD_BYTES, fileInputAccept, sniffFileType } from '@/lib/guards/fileType'
import { MAX_FILE_BYTES } from '@/lib/guards/limits'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

const PDF = bytes('%PDF-1.7\n')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe1])
const GIF = bytes('GIF87a')
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L')
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0])
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const HWP3 = bytes('HWP Document File V3.00 \x1a\x01\x02\x03\x04\x05')
const EXE = bytes('MZ', [0x90, 0, 3, 0])
const ELF = bytes([0x7f], 'ELF', [2, 1, 1])
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
const HTML = bytes('<!DOCTYPE html><script>alert(1)</script>')
const TEXT_PDF = bytes(' %PDF-1.4') // a signature must be at the very start

const check = (name: string, head: Uint8Array, size = 1000) => checkFile({ name, size, head })

describe('checkFile: accepted by their bytes', () => {
  it.each([
    ['a.pdf', PDF, 'application/pdf'],
    ['A.PDF', PDF, 'application/pdf'],
    ['a.png', PNG, 'image/png'],
    ['a.jpg', JPEG, 'image/jpeg'],
    ['a.jpeg', JPEG, 'image/jpeg'],
    ['a.gif', GIF, 'image/gif'],
    ['a.webp', WEBP, 'image/webp'],
    // image names and image bytes may disagree: the type stored is what the bytes are
    ['a.jpg', PNG, 'image/png'],
    ['a.zip', ZIP, 'application/zip'],
    ['a.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a.pptx', ZIP, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['a.hwpx', ZIP, 'application/hwp+zip'],
    ['a.doc', OLE2, 'application/msword'],
    ['a.xls', OLE2, 'application/vnd.ms-excel'],
    ['a.ppt', OLE2, 'application/vnd.ms-powerpoint'],
    ['a.hwp', OLE2, 'application/x-hwp'],
    ['옛날 문서.hwp', HWP3, 'application/x-hwp'],
  ])('%s', (name, head, mimeType) => {
    expect(check(name, head)).toEqual({ ok: true, filename: name, mimeType })
  })
})

describe('checkFile: refused', () => {
  it.each([
    ['an executable named .pdf', 'invoice.pdf', EXE],
    ['an executable under its name', 'setup.exe', EXE],
    ['an ELF binary named .png', 'photo.png', ELF],
    ['an SVG', 'logo.svg', SVG],
    ['an SVG named .png', 'logo.png', SVG],
    ['an HTML page', 'index.html', HTML],
    ['an HTML page named .pdf', 'index.pdf', HTML],
    ['a PDF signature not at the start', 'a.pdf', TEXT_PDF],
    ['a ZIP under an executable name', 'a.exe', ZIP],
    ['an OLE2 file named .msi (installers are compound files too)', 'a.msi', OLE2],
    ['an OLE2 file named .docx', 'a.docx', OLE2],
    ['a PDF named .zip', 'a.zip', PDF],
    ['a name without extension', 'README', PDF],
    ['a name ending in an Object.prototype key', 'a.constructor', PDF],
    ['a name ending in __proto__', 'a.__proto__', PDF],
    ['too few bytes to tell', 'a.pdf', bytes('%PD')],
  ])('%s', (_label, name, head) => {
    expect(check(name, head)).toEqual({ ok: false, reason: 'type' })
  })

  it('refuses an empty file, and a file over 30 MB, but takes exactly 30 MB', () => {
    expect(check('a.pdf', new Uint8Array(0), 0)).toEqual({ ok: false, reason: 'empty' })
    expect(check('a.pdf', PDF, MAX_FILE_BYTES + 1)).toEqual({ ok: false, reason: 'size' })
    expect(check('a.pdf', PDF, MAX_FILE_BYTES)).toMatchObject({ ok: true })
    expect(MAX_FILE_BYTES).toBe(31_457_280)
  })

  it.each([
    ['../../etc/passwd.pdf'],
    ['..\\boot.pdf'],
    ['dir/a.pdf'],
    ['a\u0000.pdf'],
    ['a\r\n.pdf'],
    ['a\u202efdp.exe'],
    ['..'],
    ['   '],
  ])('refuses the name %j', (name) => {
    expect(check(name, PDF)).toEqual({ ok: false, reason: 'name' })
  })

  it('refuses a file part without a name', () => {
    expect(checkFile({ name: undefined, size: 10, head: PDF })).toEqual({ ok: false, reason: 'name' })
  })
})

describe('displayFileName', () => {
  it('composes decomposed Hangul (as macOS sends it) and trims', () => {
    expect(displayFileName('  제안서.pdf '.normalize('NFD'))).toBe('제안서.pdf')
  })

  it('keeps dots that are not a path', () => {
    expect(displayFileName('v1.2..final.pdf')).toBe('v1.2..final.pdf')
  })

  it('shortens a name over 255 characters, keeping its extension', () => {
    const name = displayFileName(`${'가'.repeat(300)}.pdf`)
    expect(name).toHaveLength(255)
    expect(name?.endsWith('가.pdf')).toBe(true)
  })
})

it('the checks need no more than FILE_HEAD_BYTES, and the picker hint lists every accepted extension', () => {
  expect(FILE_HEAD_BYTES).toBeGreaterThanOrEqual(16)
  expect(fileInputAccept.split(',')).toEqual([
    '.pdf',
    '.png',
    '.jpg',
    '.jpeg',
    '.gif',
    '.webp',
    '.zip',
    '.docx',
    '.xlsx',
    '.pptx',
    '.hwpx',
    '.doc',
    '.xls',
    '.ppt',
    '.hwp',
  ])
})

describe('sniffFileType', () => {
  it('names the family the bytes prove, whatever the name', () => {
    expect([PDF, PNG, JPEG, GIF, WEBP, ZIP, OLE2, HWP3].map(sniffFileType)).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/zip',
      'application/x-ole-storage',
      'application/x-hwp',
    ])
  })

  it('is null for executables, markup and text', () => {
    expect([EXE, ELF, SVG, HTML, TEXT_PDF, new Uint8Array(0)].map(sniffFileType)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
