import {
  createCipheriv,
  createDecipheriv,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto'
import fs from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { reportsMasterKey } from './masterKey'

/**
 * Everything a reporter writes is sealed with AES-256-GCM under a key of its own report (the
 * "data key"), and that key is stored only wrapped by the master key (REPORTS_KEY). A sealed value
 * is `v1.<iv>.<tag>.<ciphertext>` in base64url; `aad` binds it to where it belongs (a report's
 * case number), so a sealed value copied onto another report does not open.
 */
const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

const b64 = (buffer: Buffer) => buffer.toString('base64url')

function seal(key: Buffer, plaintext: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.')
}

function open(key: Buffer, sealed: string, aad: string): Buffer {
  const [version, iv, tag, ciphertext] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed value')
  const ivBytes = Buffer.from(iv, 'base64url')
  const tagBytes = Buffer.from(tag, 'base64url')
  // Node would accept a truncated tag (down to 4 bytes): only the full 16 bytes authenticate.
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('not a sealed value')
  const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES })
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(tagBytes)
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()])
}

/** A new report's data key (32 random bytes) and its wrapped form, the only one stored. */
export function newDataKey(caseNumber: string): { key: Buffer; wrapped: string } {
  const key = randomBytes(32)
  return { key, wrapped: seal(reportsMasterKey(), key, `key:${caseNumber}`) }
}

/** A report's data key, unwrapped with the master key. */
export const unwrapDataKey = (wrapped: string, caseNumber: string): Buffer =>
  open(reportsMasterKey(), wrapped, `key:${caseNumber}`)

/** A JSON value sealed under a report's data key. */
export const sealJson = (key: Buffer, value: unknown, aad: string): string =>
  seal(key, Buffer.from(JSON.stringify(value), 'utf8'), aad)
export const openJson = <T>(key: Buffer, sealed: string, aad: string): T =>
  JSON.parse(open(key, sealed, aad).toString('utf8')) as T

/**
 * A file encrypted under a report's data key: `iv | ciphertext | tag` on disk. Read from `from`
 * (a readable of the plaintext) and written to `to` as a stream (30 MB never held in memory); the
 * caller renames into place.
 */
export async function encryptFile(
  key: Buffer,
  from: AsyncIterable<Buffer> | Iterable<Buffer>,
  to: string,
  aad: string,
): Promise<void> {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  // One pipeline: a failing write (disk full) rejects it, rather than leaving a wait for 'drain'.
  async function* sealed() {
    yield iv
    for await (const chunk of from) yield cipher.update(chunk)
    yield cipher.final()
    yield cipher.getAuthTag()
  }
  await pipeline(Readable.from(sealed()), fs.createWriteStream(to, { mode: 0o600 }))
}

/** A stored encrypted file, opened and authenticated whole (at most 30 MB) before any byte is served. */
export async function decryptFile(key: Buffer, file: string, aad: string): Promise<Buffer> {
  return decryptData(key, await fs.promises.readFile(file), aad)
}

/** The bytes of an encrypted file (`iv | ciphertext | tag`), wherever they were read from, authenticated whole. */
export function decryptData(key: Buffer, data: Buffer, aad: string): Buffer {
  if (data.length < IV_BYTES + TAG_BYTES) throw new Error('not an encrypted file')
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES })
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES))
  return Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()])
}

// scrypt at N=2^15, r=8 (about 32 MB and 50–100 ms a check): slow for a guesser, fine for a reporter.
const SCRYPT: ScryptOptions = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const HASH_BYTES = 32

const scrypt = (secret: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(secret.normalize('NFKC'), salt, HASH_BYTES, options, (error, hash) =>
      error ? reject(error) : resolve(hash),
    ),
  )

/** `scrypt$N$r$p$salt$hash`: the only form in which a reporter's password or receipt is kept. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(secret, salt, SCRYPT)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, b64(salt), b64(hash)].join('$')
}

// A fixed hash checked when the case does not exist, so that answer takes as long as a wrong password.
let decoy: Promise<string> | undefined

/** Whether `secret` matches `stored`; with no stored hash, the same work is done and false returned. */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored ?? (await (decoy ??= hashSecret('decoy-secret-for-unknown-cases')))
  const [scheme, N, r, p, salt, hash] = target.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  })
  return stored != null && actual.length === expected.length && timingSafeEqual(actual, expected)
}

// 32 letters and digits without 0/O and 1/I, which people misread when they copy by hand.
const RECEIPT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A long random receipt for a reporter who does not choose a password: 4 groups of 4 (80 bits). */
export function newReceiptSecret(): string {
  const chars = [...randomBytes(16)].map((b) => RECEIPT_ALPHABET[b & 31])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}
