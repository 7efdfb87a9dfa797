import fs from 'node:fs'
import path from 'node:path'

/**
 * A small RFC 822 / MIME reader for the tests: enough of RFC 2045-2047 to read what nodemailer
 * writes (folded headers, encoded words, multipart bodies, quoted-printable and base64), so a test
 * asserts on the message as a mail client would show it, not on nodemailer's encoding choices.
 */
export type MailPart = { contentType: string; disposition: string | null; filename: string | null; body: string }
export type ParsedMail = {
  header: (name: string) => string | null
  /** Every leaf part of the body, depth first. */
  parts: MailPart[]
  text: string | null
  html: string | null
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  return new TextDecoder(charset.toLowerCase()).decode(bytes)
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(soft[i], 'utf-8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); whitespace between two of them is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? decodeBytes(Buffer.from(data, 'base64'), charset)
        : decodeBytes(decodeQuotedPrintable(data.replace(/_/g, ' ')), charset),
    )
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function param(value: string | undefined, name: string): string | null {
  const match = new RegExp(`${name}\\*?="?([^";]+)"?`, 'i').exec(value ?? '')
  return match ? decodeWords(match[1]) : null
}

function leaves(headers: Map<string, string>, body: string): MailPart[] {
  const contentType = headers.get('content-type') ?? 'text/plain'
  if (/^multipart\//i.test(contentType)) {
    const boundary = param(contentType, 'boundary')
    if (!boundary) throw new Error(`multipart without boundary: ${contentType}`)
    const sections = body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`),
    )
    return sections
      .slice(1, -1)
      .filter((section) => section.trim() !== '')
      .flatMap((section) => {
        const part = splitHead(section)
        return leaves(part.headers, part.body)
      })
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf-8')
  const disposition = headers.get('content-disposition') ?? null
  return [
    {
      contentType: contentType.split(';')[0].trim().toLowerCase(),
      disposition: disposition ? disposition.split(';')[0].trim().toLowerCase() : null,
      filename: param(disposition ?? undefined, 'filename') ?? param(contentType, 'name'),
      body: decodeBytes(bytes, param(contentType, 'charset') ?? 'utf-8'),
    },
  ]
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw)
  const parts = leaves(headers, body)
  const inline = (type: string) =>
    parts.find((p) => p.contentType === type && p.disposition !== 'attachment')?.body ?? null
  return {
    header: (name) => {
      const value = headers.get(name.toLowerCase())
      return value === undefined ? null : decodeWords(value)
    },
    parts,
    text: inline('text/plain'),
    html: inline('text/html'),
  }
}

/** Every `.eml` the app wrote to `dir` (its MAIL_DIR), parsed; none when the folder is not there yet. */
export function mailsIn(dir: string): ParsedMail[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf-8')))
}
