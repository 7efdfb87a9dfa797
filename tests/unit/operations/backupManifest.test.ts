import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, describe, expect, it } from 'vitest'

import {
  compareWithManifest,
  keyFingerprint,
  parseManifest,
  safeEntryPath,
  type Manifest,
} from '../../../operations/backup/manifest'
import { copyFiles } from '../../../operations/backup/files'
import { swapProblem } from '../../../operations/backup/swapCheck'

const sha = (c: string) => c.repeat(64)

const manifest = (overrides: Partial<Manifest> = {}): Manifest => ({
  format: 'corporate-site-backup',
  version: 1,
  createdAt: '2026-11-26T18:00:00.000Z',
  app: { version: '0.1.0' },
  database: { serverVersion: '18.4', pgDumpVersion: 'pg_dump (PostgreSQL) 18.6', latestMigration: '20261126_x' },
  reportsKeyFingerprint: 'a1b2c3d4e5f60718',
  storage: 'local',
  entries: [
    { path: 'database.dump', size: 10, sha256: sha('a') },
    { path: 'uploads/images/a.png', size: 3, sha256: sha('b') },
  ],
  ...overrides,
})

const text = (value: unknown) => JSON.stringify(value)

/**
 * Root may write any folder, so as root (as in CI) the unwritable-parent check runs in a child
 * process that becomes an unprivileged user. The child loads swapCheck.ts while still root and
 * only then drops to the user (process.setgid/setuid): a process started as that user instead
 * (setpriv, runuser, su) would have to read the checkout and node_modules, which a checkout in a
 * private folder such as /root does not allow.
 */
const asRoot = process.getuid?.() === 0
const swapCheckModule = pathToFileURL(path.resolve(import.meta.dirname, '../../../operations/backup/swapCheck.ts')).href

/** The `nobody` account every Debian system has (65534:65534), as /etc/passwd lists it. */
function nobody(): { uid: number; gid: number } {
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('nobody:'))
  if (!entry) throw new Error('No nobody user in /etc/passwd')
  const [, , uid, gid] = entry.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

const CHILD = `
const [module, uid, gid, name, target] = process.argv.slice(1)
const { swapProblem } = await import(module)
process.setgroups([])
process.setgid(Number(gid))
process.setuid(Number(uid))
process.stdout.write(JSON.stringify({ uid: process.getuid(), problem: swapProblem(name, target, new Set()) ?? null }))
`

/** swapProblem as `user` sees it, from a child process that has dropped root's privileges. */
function swapProblemAs(user: { uid: number; gid: number }, name: string, target: string): string | undefined {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      CHILD,
      swapCheckModule,
      String(user.uid),
      String(user.gid),
      name,
      target,
    ],
    { cwd: path.resolve(import.meta.dirname, '../../..'), encoding: 'utf8', timeout: 25_000 },
  )
  expect(child.status, child.stderr).toBe(0)
  const { uid, problem } = JSON.parse(child.stdout) as { uid: number; problem: string | null }
  expect(uid).toBe(user.uid)
  return problem ?? undefined
}

describe('parseManifest', () => {
  it('reads a manifest written by npm run backup', () => {
    expect(parseManifest(text(manifest())).entries).toHaveLength(2)
  })

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['another format', text({ ...manifest(), format: 'other' }), /not a backup of this site/],
    ['a newer format version', text({ ...manifest(), version: 2 }), /format 2; this version reads format 1/],
    ['no dump listed', text(manifest({ entries: [] })), /does not list database\.dump/],
    ['an S3 backup without its listing', text(manifest({ storage: 's3' })), /does not list object-storage\.json/],
    [
      'a path leaving the folder',
      text(manifest({ entries: [...manifest().entries, { path: '../etc/passwd', size: 1, sha256: sha('c') }] })),
      /invalid entry/,
    ],
    [
      'a bad checksum',
      text(manifest({ entries: [{ path: 'database.dump', size: 1, sha256: 'xyz' }] })),
      /invalid entry/,
    ],
    [
      'a path listed twice',
      text(manifest({ entries: [...manifest().entries, { path: 'database.dump', size: 10, sha256: sha('a') }] })),
      /lists database\.dump twice/,
    ],
  ])('refuses %s', (_, input, message) => {
    expect(() => parseManifest(input)).toThrow(message)
  })
})

describe('safeEntryPath', () => {
  it('accepts relative paths and refuses absolute, parent and empty parts', () => {
    expect(['database.dump', 'private/inquiries/0b6c-…'].map(safeEntryPath)).toEqual([true, true])
    expect(['/etc/passwd', 'a/../b', 'a//b', './a', 'a\\b', ''].map(safeEntryPath)).toEqual(Array(6).fill(false))
  })
})

describe('compareWithManifest (a damaged archive)', () => {
  const intact = manifest().entries

  it('finds nothing wrong with the files the manifest lists', () => {
    expect(compareWithManifest(manifest(), [...intact, { path: 'manifest.json', size: 1, sha256: sha('f') }])).toEqual(
      [],
    )
  })

  it('names a changed byte, a cut file, a missing file and an extra one', () => {
    const found = [
      { path: 'database.dump', size: 10, sha256: sha('0') },
      { path: 'uploads/extra.png', size: 1, sha256: sha('d') },
    ]
    expect(compareWithManifest(manifest(), found)).toEqual([
      'database.dump does not match its checksum',
      'uploads/images/a.png is missing',
      'uploads/extra.png is not in the manifest',
    ])
    expect(compareWithManifest(manifest(), [{ ...intact[0]!, size: 9 }, intact[1]!])).toEqual([
      'database.dump has 9 bytes, the manifest says 10',
    ])
  })
})

describe('keyFingerprint', () => {
  it('tells keys apart without showing them', () => {
    const key = Buffer.alloc(32, 7)
    const fingerprint = keyFingerprint(key)
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/)
    expect(keyFingerprint(Buffer.alloc(32, 7))).toBe(fingerprint)
    expect(keyFingerprint(Buffer.alloc(32, 8))).not.toBe(fingerprint)
    expect(fingerprint).not.toContain(key.toString('hex').slice(0, 8))
  })
})

describe('swapProblem (can restore swap a folder in)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-check-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('accepts a folder, or a missing one, whose parent is writable', () => {
    fs.mkdirSync(path.join(root, 'uploads'))
    expect(swapProblem('UPLOADS_DIR', path.join(root, 'uploads'), new Set())).toBeUndefined()
    expect(swapProblem('UPLOADS_DIR', path.join(root, 'new', 'uploads'), new Set())).toBeUndefined()
  })

  it('refuses a mount point, saying what to do instead', () => {
    const target = path.join(root, 'volume')
    fs.mkdirSync(target)
    expect(swapProblem('UPLOADS_DIR', target, new Set([target]))).toMatch(
      /UPLOADS_DIR .* is a mount point.*Point UPLOADS_DIR at a folder inside it.*nothing was changed/,
    )
  })

  it('refuses a file in place of the folder', () => {
    fs.writeFileSync(path.join(root, 'file'), '')
    expect(swapProblem('PRIVATE_FILES_DIR', path.join(root, 'file'), new Set())).toMatch(/is not a folder/)
  })

  it('refuses a parent it cannot write, as a user who is not root', () => {
    const locked = path.join(root, 'locked')
    const target = path.join(locked, 'private')
    fs.mkdirSync(target, { recursive: true })
    const user = asRoot ? nobody() : undefined
    if (user) {
      // The unprivileged user owns the folders, as the operator does theirs, and reaches them.
      fs.chmodSync(root, 0o755)
      for (const dir of [locked, target]) fs.chownSync(dir, user.uid, user.gid)
    }
    fs.chmodSync(locked, 0o500)
    try {
      const problem = user
        ? swapProblemAs(user, 'PRIVATE_FILES_DIR', target)
        : swapProblem('PRIVATE_FILES_DIR', target, new Set())
      expect(problem).toEqual(expect.stringContaining(`but ${locked} is not writable for this user`))
      expect(problem).toMatch(/nothing was changed\.$/)
    } finally {
      fs.chmodSync(locked, 0o700)
    }
  }, 30_000)
})

describe('copyFiles for a backup of a running site', () => {
  it('skips and names a file deleted after it was listed, and fails without skipVanished', () => {
    const from = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-from-'))
    const to = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-to-'))
    try {
      fs.mkdirSync(path.join(from, 'images'))
      fs.writeFileSync(path.join(from, 'images', 'kept.png'), 'kept')
      expect(copyFiles(from, ['images/kept.png', 'images/gone.png'], to, { skipVanished: true })).toEqual([
        'images/gone.png',
      ])
      expect(fs.readFileSync(path.join(to, 'images', 'kept.png'), 'utf8')).toBe('kept')
      expect(() => copyFiles(from, ['images/gone.png'], path.join(to, 'again'))).toThrow(/ENOENT/)
    } finally {
      fs.rmSync(from, { recursive: true, force: true })
      fs.rmSync(to, { recursive: true, force: true })
    }
  })

  it('reads a manifest that names vanished files, and refuses a malformed list', () => {
    expect(parseManifest(JSON.stringify({ ...manifest(), vanished: ['uploads/images/a.png'] })).vanished).toEqual([
      'uploads/images/a.png',
    ])
    expect(() => parseManifest(JSON.stringify({ ...manifest(), vanished: [1] }))).toThrow(/vanished/)
  })
})
