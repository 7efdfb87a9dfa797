import { describe, expect, it } from 'vitest'

import { fieldSpec, inquiryFieldSpecs, textFieldsOf } from '@/components/Inquiry/fields'
import { ATTACHMENT_MAX_BYTES, attachmentProblem } from '@/lib/forms/attachment'
import { attachmentAccept, formatFileSize } from '@/lib/forms/fileHints'
import { inquiryKinds, inquiryTextFields } from '@/lib/forms/inquiry'
import { failureKey } from '@/lib/forms/sendForm'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])))

const PDF = bytes('%PDF-1.7\n')
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)
const EXE = bytes('MZ', 0x90, 0x00)

describe('attachmentProblem (the browser check before any upload)', () => {
  it('accepts a file of exactly 30 MB and refuses one byte more, whatever its content', () => {
    expect(attachmentProblem({ name: 'deck.pdf', size: ATTACHMENT_MAX_BYTES }, PDF)).toBeNull()
    expect(attachmentProblem({ name: 'deck.pdf', size: ATTACHMENT_MAX_BYTES + 1 }, PDF)).toBe('tooLarge')
  })

  it('refuses an empty file', () => {
    expect(attachmentProblem({ name: 'empty.pdf', size: 0 }, new Uint8Array())).toBe('empty')
  })

  it('accepts PDF, images, Office and Hangul documents and ZIP by name and first bytes', () => {
    expect(attachmentProblem({ name: 'a.PDF', size: 10 }, PDF)).toBeNull()
    expect(attachmentProblem({ name: 'photo.png', size: 10 }, PNG)).toBeNull()
    expect(attachmentProblem({ name: 'plan.docx', size: 10 }, ZIP)).toBeNull()
    expect(attachmentProblem({ name: 'plan.hwpx', size: 10 }, ZIP)).toBeNull()
    expect(attachmentProblem({ name: 'plan.hwp', size: 10 }, OLE)).toBeNull()
    expect(attachmentProblem({ name: 'sheet.xls', size: 10 }, OLE)).toBeNull()
  })

  it('refuses a program renamed .pdf (its bytes decide), and an accepted format under a refused name', () => {
    expect(attachmentProblem({ name: 'proposal.pdf', size: 10 }, EXE)).toBe('type')
    expect(attachmentProblem({ name: 'page.html', size: 10 }, bytes('<!doctype html>'))).toBe('type')
    expect(attachmentProblem({ name: 'logo.svg', size: 10 }, bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(
      'type',
    )
    expect(attachmentProblem({ name: 'deck.pdf.exe', size: 10 }, PDF)).toBe('type')
    expect(attachmentProblem({ name: 'pdf', size: 10 }, PDF)).toBe('type')
  })

  it('offers the same names to the file picker', () => {
    expect(attachmentAccept.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.jpg', '.png', '.docx', '.hwp', '.hwpx', '.zip']),
    )
    expect(attachmentAccept).not.toMatch(/svg|html|exe/)
  })
})

describe('formatFileSize', () => {
  it('writes kilobytes below 1 MB and megabytes above, in binary units like the limit', () => {
    expect(formatFileSize(512 * 1024, 'en')).toBe('512 KB')
    expect(formatFileSize(ATTACHMENT_MAX_BYTES, 'ko')).toBe('30 MB')
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB')
    expect(formatFileSize(12, 'en')).toBe('0.1 KB')
  })
})

describe('the inquiry fields of each tab', () => {
  it('draws email as an email box, the detail as a text area and the rest as text boxes', () => {
    for (const kind of inquiryKinds) {
      for (const field of textFieldsOf(kind)) {
        const expected = field === 'email' ? 'email' : field === 'detail' ? 'textarea' : 'text'
        expect(fieldSpec(kind, field).type, `${kind}.${field}`).toBe(expected)
      }
    }
  })

  it('labels the company visit in its own words (visiting organisation, purpose of the visit)', () => {
    expect(fieldSpec('visit', 'detail').textKey).toBe('visit.detail')
    expect(fieldSpec('visit', 'organization').textKey).toBe('visit.organization')
    expect(fieldSpec('partnership', 'organization').textKey).toBe('fields.organization')
  })

  it("hands the client every text field of the tab, in the schema module's order", () => {
    for (const kind of inquiryKinds)
      expect(inquiryFieldSpecs(kind).map((spec) => spec.name)).toEqual(inquiryTextFields[kind])
  })

  it('explains each failed send by its status', () => {
    expect([0, 400, 403, 413, 429, 503, 502].map(failureKey)).toEqual([
      'network',
      'invalid',
      'forbidden',
      'tooLarge',
      'rateLimited',
      'unavailable',
      'unknown',
    ])
  })
})
