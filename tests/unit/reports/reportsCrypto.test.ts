import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConfigError } from '@/lib/env'
import { decryptFile, encryptFile, hashSecret, newReceiptSecret, verifySecret } from '@/lib/reports/crypto'
import { parseMasterKey, reportsMasterKey } from '@/lib/reports/masterKey'
import { fileAad, newReportKeys, openReport, reportKey, sealReport } from '@/lib/reports/sealed'

const env = process.env as Record<string, string | undefined>
const KEYS = ['APP_ENV', 'NODE_ENV', 'REPORTS_KEY', 'DATA_DIR'] as const
let saved: Record<string, string | undefined> = {}
let dir = ''

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((key) => [key, env[key]]))
  for (const key of KEYS) delete env[key]
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-crypto-'))
  env.DATA_DIR = dir
})

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete env[key]
    else env[key] = saved[key]
  }
  fs.rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

describe('the master key (REPORTS_KEY)', () => {
  it('is required in production: a ConfigError naming REPORTS_KEY, and no key file written', () => {
    env.APP_ENV = 'production'
    expect(() => reportsMasterKey()).toThrow(ConfigError)
    expect(() => reportsMasterKey()).toThrow(/REPORTS_KEY is not set/)
    expect(fs.existsSync(path.join(dir, 'reports.key'))).toBe(false)
  })

  it('outside production is generated once in the data folder, mode 0600, with a warning, and then reused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = reportsMasterKey()
    const file = path.join(dir, 'reports.key')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/REPORTS_KEY is not set: generated a development key/))
    expect(first).toHaveLength(32)
    expect(parseMasterKey(fs.readFileSync(file, 'utf8')).equals(first)).toBe(true)
  })

  it('accepts 32 bytes as base64 or hex, and refuses anything else with what it must be', () => {
    const bytes = randomBytes(32)
    expect(parseMasterKey(bytes.toString('base64')).equals(bytes)).toBe(true)
    expect(parseMasterKey(bytes.toString('hex')).equals(bytes)).toBe(true)
    for (const bad of [
      '',
      'short',
      randomBytes(16).toString('base64'),
      randomBytes(33).toString('base64'),
      `${bytes.toString('base64')}!`,
    ]) {
      expect(() => parseMasterKey(bad), bad).toThrow(/REPORTS_KEY must be 32 bytes/)
    }
  })
})

describe('sealed report content', () => {
  beforeEach(() => {
    env.REPORTS_KEY = randomBytes(32).toString('base64')
  })

  const content = {
    subject: '서면 계약서',
    name: '익명',
    detail: '석 달째 계약서가 없습니다.',
    categories: ['writtenContract' as const],
  }

  it('opens with its own report key and holds no plaintext', () => {
    const keys = newReportKeys()
    const sealed = sealReport(keys.key, keys.sealId, content)
    expect(sealed).not.toContain('계약서')
    expect(Buffer.from(sealed.split('.')[3], 'base64url').toString('utf8')).not.toContain('계약서')
    expect(openReport(reportKey(keys), keys.sealId, sealed)).toEqual(content)
  })

  it('does not open under another report, another master key, or after one changed character', () => {
    const keys = newReportKeys()
    const other = newReportKeys()
    const sealed = sealReport(keys.key, keys.sealId, content)
    expect(() => openReport(reportKey(other), keys.sealId, sealed)).toThrow()
    expect(() => openReport(keys.key, other.sealId, sealed)).toThrow()
    const parts = sealed.split('.')
    const flipped = Buffer.from(parts[3], 'base64url')
    flipped[0] ^= 1
    expect(() =>
      openReport(keys.key, keys.sealId, [...parts.slice(0, 3), flipped.toString('base64url')].join('.')),
    ).toThrow()
    env.REPORTS_KEY = randomBytes(32).toString('base64')
    expect(() => reportKey(keys)).toThrow()
  })

  it('refuses a sealed value whose tag was cut short (GCM would otherwise accept 4 bytes)', () => {
    const keys = newReportKeys()
    const parts = sealReport(keys.key, keys.sealId, content).split('.')
    const short = Buffer.from(parts[2], 'base64url').subarray(0, 4).toString('base64url')
    expect(() => openReport(keys.key, keys.sealId, [parts[0], parts[1], short, parts[3]].join('.'))).toThrow(
      /not a sealed value/,
    )
  })

  it('rejects, rather than hangs, when the encrypted file cannot be written', async () => {
    const keys = newReportKeys()
    const nowhere = path.join(dir, 'missing-folder', 'enc')
    await expect(encryptFile(keys.key, [randomBytes(1 << 20), randomBytes(1 << 20)], nowhere, 'x')).rejects.toThrow(
      /ENOENT/,
    )
  })

  it('encrypts a file to ciphertext and back, byte for byte, bound to its key', async () => {
    const keys = newReportKeys()
    const plain = Buffer.concat([Buffer.from('%PDF-1.7 secret evidence '), randomBytes(200_000)])
    const file = path.join(dir, 'enc')
    await encryptFile(
      keys.key,
      [plain.subarray(0, 1000), plain.subarray(1000)],
      file,
      fileAad(keys.sealId, 'reports/a'),
    )
    const stored = fs.readFileSync(file)
    expect(stored.includes(Buffer.from('secret evidence'))).toBe(false)
    expect((await decryptFile(keys.key, file, fileAad(keys.sealId, 'reports/a'))).equals(plain)).toBe(true)
    await expect(decryptFile(keys.key, file, fileAad(keys.sealId, 'reports/b'))).rejects.toThrow()
  })
})

describe('reporter secrets', () => {
  it('are kept as scrypt hashes that verify the secret and nothing else', async () => {
    const hash = await hashSecret('correct horse battery')
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(hash).not.toContain('correct')
    expect(await verifySecret('correct horse battery', hash)).toBe(true)
    expect(await verifySecret('correct horse batterY', hash)).toBe(false)
    expect(await hashSecret('correct horse battery')).not.toBe(hash)
  })

  it('an unknown case (no hash) is checked against a decoy and refused', async () => {
    expect(await verifySecret('decoy-secret-for-unknown-cases', null)).toBe(false)
    expect(await verifySecret('anything', undefined)).toBe(false)
  })

  it('a generated receipt is 4 groups of 4 unambiguous characters, different every time', () => {
    const receipts = new Set(Array.from({ length: 200 }, () => newReceiptSecret()))
    expect(receipts.size).toBe(200)
    for (const receipt of receipts) expect(receipt).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/)
  })
})
