import { describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES, MAX_FILE_BYTES } from '../../src/lib/guards/limits'
import {
  inquiriesWith,
  multipart,
  newMarker,
  privateFiles,
  sample,
  submit,
  uniqueClient,
  validInquiry,
  type FilePart,
} from '../helpers/forms'
import { RawConnection, postHead } from '../helpers/rawHttp'

const FILE_TYPE_KO =
  'PDF, 이미지(PNG·JPG·GIF·WebP), 오피스 문서(Word·Excel·PowerPoint), 한글(HWP·HWPX), ZIP 파일만 첨부할 수 있습니다.'
const FILE_NAME_KO = '파일 이름에 쓸 수 없는 문자나 경로가 들어 있습니다. 파일 이름을 바꿔 다시 첨부해 주세요.'

let before: ReturnType<typeof privateFiles>

/** Nothing of a refused submission may stay: no row, no kept file, no upload in progress. */
async function expectNothingStored(marker: string) {
  expect(await inquiriesWith(marker)).toEqual([])
  // A refused body's temp file is removed before the answer is sent.
  expect(privateFiles()).toEqual({ stored: before.stored, temp: [] })
}

describe('attachments the pipeline refuses', () => {
  const refused = async (files: FilePart[], lang: 'ko' | 'en' = 'ko') => {
    before = privateFiles()
    const marker = newMarker('bad-file')
    const res = await submit('partnership', { fields: validInquiry('partnership', marker), files, lang })
    await expectNothingStored(marker)
    return res
  }

  it('answers 413 to a file one byte over 30 MB, at that byte, and keeps nothing', async () => {
    const res = await refused([{ filename: 'deck.pdf', data: sample.pdf(MAX_FILE_BYTES + 1) }])
    expect(res.status).toBe(413)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toEqual({
      detail: 'fail',
      message: '첨부 파일이 30MB를 넘습니다. 30MB 이하의 파일로 다시 보내 주세요.',
      errors: { file: '30MB 이하의 파일만 첨부할 수 있습니다.' },
    })
  })

  it.each([
    ['an .exe renamed .pdf', { filename: 'proposal.pdf', type: 'application/pdf', data: sample.exe() }],
    ['an .exe under its own name', { filename: 'setup.exe', data: sample.exe() }],
    ['an SVG', { filename: 'logo.svg', type: 'image/svg+xml', data: sample.svg() }],
    ['an SVG named .png', { filename: 'logo.png', type: 'image/png', data: sample.svg() }],
    ['an HTML page', { filename: 'page.html', type: 'text/html', data: sample.html() }],
    ['an HTML page named .pdf', { filename: 'page.pdf', type: 'application/pdf', data: sample.html() }],
    ['a ZIP named .exe', { filename: 'tool.exe', data: sample.zip() }],
    ['a PDF named .docx', { filename: 'letter.docx', data: sample.pdf() }],
  ])('refuses %s by its bytes with a field message', async (_label, file) => {
    const res = await refused([file])
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      detail: 'fail',
      message: '첨부 파일을 받을 수 없습니다. 첨부 파일 항목의 안내를 확인해 주세요.',
      errors: { file: FILE_TYPE_KO },
    })
  })

  it('refuses a zero-byte file, in English too', async () => {
    const res = await refused([{ filename: 'empty.pdf', data: new Uint8Array(0) }], 'en')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ file: 'The file is empty (0 bytes).' })
    expect(res.body.message).toBe('The attachment cannot be accepted. See the note under the file field.')
  })

  it.each([
    ['a path up the tree', '../../etc/passwd.pdf'],
    ['a Windows path', '..\\..\\boot.pdf'],
    ['a right-to-left override (fdp.exe shown as exe.pdf)', 'invoice\u202efdp.pdf'],
  ])('refuses a file name with %s', async (_label, filename) => {
    const res = await refused([{ filename, data: sample.pdf() }])
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ file: FILE_NAME_KO })
  })

  it('refuses a file name with a NUL (as RFC 5987 encodes it) with a field message', async () => {
    const res = await refused([
      {
        disposition: `Content-Disposition: form-data; name="file"; filename*=UTF-8''report%00.exe.pdf`,
        data: sample.pdf(),
      },
    ])
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ file: FILE_NAME_KO })
  })

  it('refuses a raw NUL byte in a part header as a malformed body', async () => {
    const res = await refused([
      { disposition: 'Content-Disposition: form-data; name="file"; filename="report\u0000.pdf"', data: sample.pdf() },
    ])
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      detail: 'fail',
      message: '보내신 내용을 읽을 수 없습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.',
    })
  })

  it('refuses two files where one is allowed', async () => {
    const res = await refused([
      { filename: 'a.pdf', data: sample.pdf() },
      { filename: 'b.pdf', data: sample.pdf() },
    ])
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      detail: 'fail',
      message: '파일은 하나만 첨부할 수 있습니다.',
      errors: { file: '파일은 하나만 첨부할 수 있습니다.' },
    })
  })

  it('refuses a file sent under another field name', async () => {
    const res = await refused([{ field: 'attachment', filename: 'a.pdf', data: sample.pdf() }])
    expect(res.status).toBe(400)
  })
})

describe('fields the schema refuses: 400 with a message per field, in the request language', () => {
  const invalid = async (
    kind: 'partnership' | 'press' | 'other' | 'visit',
    change: Record<string, string | undefined>,
    lang: 'ko' | 'en',
  ) => {
    before = privateFiles()
    const marker = newMarker('bad-field')
    const res = await submit(kind, {
      fields: { ...validInquiry(kind, marker), ...change },
      lang,
      files: [{ filename: 'ok.pdf', data: sample.pdf() }],
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    await expectNothingStored(marker)
    return res.body
  }

  it('reports missing required fields, unticked consents, a malformed email and over-long text in Korean', async () => {
    const body = await invalid(
      'partnership',
      {
        name: undefined,
        organization: '   ',
        privacyConsent: undefined,
        precautionConsent: 'false',
        email: 'not-an-email',
        detail: '가'.repeat(5001),
      },
      'ko',
    )
    expect(body).toEqual({
      detail: 'fail',
      message: '입력한 내용을 확인해 주세요. 항목마다 안내가 표시되어 있습니다.',
      errors: {
        name: '필수 입력 항목입니다.',
        organization: '필수 입력 항목입니다.',
        privacyConsent: '동의해 주셔야 접수할 수 있습니다.',
        precautionConsent: '동의해 주셔야 접수할 수 있습니다.',
        email: '이메일 주소 형식이 올바르지 않습니다. 예: name@example.com',
        detail: '5000자 이하로 입력해 주세요.',
      },
    })
  })

  it('reports the same in English', async () => {
    const body = await invalid(
      'partnership',
      {
        name: undefined,
        organization: '   ',
        privacyConsent: undefined,
        precautionConsent: 'false',
        email: 'not-an-email',
        detail: 'x'.repeat(5001),
      },
      'en',
    )
    expect(body).toEqual({
      detail: 'fail',
      message: 'Please check your entries: each field that needs attention says why.',
      errors: {
        name: 'This field is required.',
        organization: 'This field is required.',
        privacyConsent: 'Please agree to continue.',
        precautionConsent: 'Please agree to continue.',
        email: 'Enter a valid email address, such as name@example.com.',
        detail: 'Enter no more than 5000 characters.',
      },
    })
  })

  it('reports short detail, over-long subject, and a visit with a non-numeric or out-of-range number of visitors', async () => {
    expect((await invalid('other', { detail: '짧아요', subject: 'x'.repeat(201) }, 'ko')).errors).toEqual({
      detail: '10자 이상 입력해 주세요.',
      subject: '200자 이하로 입력해 주세요.',
    })
    expect((await invalid('visit', { visitors: '열두 명' }, 'en')).errors).toEqual({ visitors: 'Enter digits only.' })
    expect((await invalid('visit', { visitors: '31' }, 'ko')).errors).toEqual({
      visitors: '1에서 30 사이의 숫자를 입력해 주세요.',
    })
  })

  it('reports what the collection refuses after the form schema let it through (a domain label ending in a hyphen)', async () => {
    const body = await invalid('other', { email: 'partner@example-.com' }, 'ko')
    expect(body).toEqual({
      detail: 'fail',
      message: '입력한 내용을 확인해 주세요. 항목마다 안내가 표시되어 있습니다.',
      errors: { email: '이 값은 접수할 수 없습니다. 내용을 확인해 주세요.' },
    })
  })

  it('reports a field error and a refused file together', async () => {
    before = privateFiles()
    const marker = newMarker('both')
    const res = await submit('press', {
      fields: { ...validInquiry('press', marker), mediaName: '' },
      files: [{ filename: 'x.pdf', data: sample.html() }],
      lang: 'en',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ mediaName: 'This field is required.', file: expect.stringContaining('Only PDF') })
    await expectNothingStored(marker)
  })
})

describe('requests that are not a form of ours', () => {
  it('answers 400 to an unknown form kind, in the request language', async () => {
    const res = await submit('complaint', { fields: validInquiry('other', newMarker('kind')), lang: 'en' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail: 'fail', message: 'There is no such form. Please check the page address.' })
  })

  it('answers 400 to a body that is not multipart/form-data', async () => {
    const res = await submit('other', { headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
    expect(res.body.detail).toBe('fail')
  })

  it('answers 400 to a form cut short (its closing boundary never comes)', async () => {
    before = privateFiles()
    const marker = newMarker('cut')
    const { body, contentType } = multipart(validInquiry('other', marker), [
      { filename: 'a.pdf', data: sample.pdf(100_000) },
    ])
    const conn = new RawConnection()
    const cut = body.subarray(0, body.length - 2000)
    await conn.write(
      postHead('/api/forms/other', {
        'Content-Type': contentType,
        'Content-Length': String(cut.length),
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    await conn.write(cut)
    const answer = await conn.response(15_000)
    expect(answer?.status).toBe(400)
    await expectNothingStored(marker)
  })
})

describe('bodies over the limit', () => {
  it('answers 413 from an honest Content-Length alone, before the body is sent', async () => {
    before = privateFiles()
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/forms/partnership', {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(MAX_BODY_BYTES + 1),
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    // Not one byte of the body is written: the answer cannot have waited for it.
    const answer = await conn.response(15_000)
    expect(answer?.status).toBe(413)
    expect(JSON.parse(answer!.body)).toMatchObject({
      detail: 'fail',
      errors: { file: '30MB 이하의 파일만 첨부할 수 있습니다.' },
    })
    // The connection is then closed rather than made to swallow 31 MB.
    await conn.closed
    expect(privateFiles()).toEqual({ stored: before.stored, temp: [] })
  })

  it('answers 413 when no Content-Length warns (chunked) and the body runs past the limit', async () => {
    before = privateFiles()
    const marker = newMarker('chunked')
    const { body, contentType } = multipart(validInquiry('other', marker), [
      { filename: 'big.zip', data: sample.zip(MAX_BODY_BYTES + 1024) },
    ])
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/forms/other', {
        'Content-Type': contentType,
        'Transfer-Encoding': 'chunked',
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    const CHUNK = 256 * 1024
    for (let at = 0; at < body.length && !conn.isClosed; at += CHUNK) {
      const piece = body.subarray(at, at + CHUNK)
      if (
        !(await conn.write(
          Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]),
        ))
      )
        break
    }
    const answer = await conn.response(30_000)
    expect(answer?.status).toBe(413)
    await expectNothingStored(marker)
  })

  it('reads no more than a Content-Length that understates the body: the form is incomplete, 400, nothing kept', async () => {
    before = privateFiles()
    const marker = newMarker('understated')
    const { body, contentType } = multipart(validInquiry('other', marker), [
      { filename: 'big.zip', data: sample.zip(2 * 1024 * 1024) },
    ])
    const conn = new RawConnection()
    await conn.write(
      postHead('/api/forms/other', {
        'Content-Type': contentType,
        'Content-Length': '100000',
        'X-Forwarded-For': uniqueClient(),
      }),
    )
    await conn.write(body)
    const answer = await conn.response(15_000)
    expect(answer?.status).toBe(400)
    await expectNothingStored(marker)
  })
})
