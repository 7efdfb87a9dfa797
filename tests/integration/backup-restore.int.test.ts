import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { filesUnder } from '../../operations/backup/checksums'
import { transient } from '../../operations/backup/files'
import { findPgTools } from '../../operations/pgTools'
import { startAppServer, type AppServer } from '../../tooling/appServer'
import { devAccount } from '../helpers/staff'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  npmRun as runScript,
  publicTables,
  query,
  type Run,
} from '../helpers/backup'
import { newMarker, sample, submit, validInquiry } from '../helpers/forms'
import { bearer, deleteDocs, login, request } from '../helpers/http'
import { validReport } from '../helpers/reports'
import { secondServerEnv } from '../helpers/secondServer'

/**
 * The restore drill (issue: backups): content made through the site as its users make it, backed
 * up with `npm run backup`, restored with `npm run restore` into a fresh database and fresh
 * folders, and the app started on the copy answers as the original does. Then the refusals:
 * a non-empty target without --force and a damaged archive change nothing.
 */

const marker = newMarker('drill')
const reportMarker = newMarker('drill-report')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'drill-'))
const copyDir = (name: string) => path.join(work, name)
let restoredDb = ''
let damagedDb = ''
/** The app started on the restored copy. */
let restored: AppServer | undefined

/**
 * Starts the production server on the restored copy from a project folder of its own: symlinks to
 * this one's files, and a copy of the build without its runtime caches. The shared `.next` serves
 * the other test files' app, and its caches (filled by that app, on other data) must neither be
 * read nor written by this one.
 */
async function startRestoredApp(env: NodeJS.ProcessEnv): Promise<AppServer> {
  const appDir = copyDir('app')
  fs.mkdirSync(appDir)
  for (const entry of fs.readdirSync(process.cwd()))
    if (!['.next', '.data', '.test-data', '.git'].includes(entry))
      fs.symlinkSync(path.resolve(entry), path.join(appDir, entry))
  const build = path.resolve('.next')
  fs.cpSync(build, path.join(appDir, '.next'), {
    recursive: true,
    filter: (from) => !/^(cache|server[/\\]route-cache)([/\\]|$)/.test(path.relative(build, path.resolve(from))),
  })
  // Detached: the server leads its own process group, and its stop reaches all of it.
  return startAppServer(env, { cwd: appDir, detached: true })
}

/**
 * A stand-in for the build whose runtime cache restore empties: the shared `.next` serves the
 * other test files' app meanwhile and must never be touched by the drill.
 */
const buildDir = path.join(work, 'next-build')

/** Runs `npm run <script> -- <args>` with the given data locations and the drill's stand-in build. */
const npmRun = (script: string, args: string[], env: Record<string, string>) =>
  runScript(script, args, { NEXT_BUILD_DIR: buildDir, ...env })

const adminUrl = () => inject('databaseUrl')
const urlOf = databaseUrl

/** Every table's rows, hashed in a stable order: two databases with equal maps hold the same data. */
async function tableHashes(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  )
  const hashes: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await query<{ h: string | null; n: string }>(
      url,
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS h, count(*) AS n FROM public."${name}" t`,
    )
    hashes[name] = `${row!.n}:${row!.h}`
  }
  return hashes
}

/** sha256 of every kept file under a folder, by relative path. */
function treeHashes(root: string, area: 'uploads' | 'private'): Record<string, string> {
  return Object.fromEntries(
    filesUnder(root, transient(area)).map((file) => [
      file,
      createHash('sha256')
        .update(fs.readFileSync(path.join(root, file)))
        .digest('hex'),
    ]),
  )
}

/** The byte offset and size of one file's contents inside a tar. */
function tarEntry(archive: Buffer, name: string): { offset: number; size: number } {
  for (let at = 0; at + 512 <= archive.length;) {
    const header = archive.subarray(at, at + 512)
    const entryName = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '')
    const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8)
    if (entryName === name) return { offset: at + 512, size }
    if (!entryName) break
    at += 512 + Math.ceil(size / 512) * 512
  }
  throw new Error(`${name} is not in the archive`)
}

/** A copy of the archive with one byte flipped in the middle of `name`'s contents. */
function damagedCopy(archive: string, name: string): string {
  const bytes = fs.readFileSync(archive)
  const { offset, size } = tarEntry(bytes, name)
  bytes[offset + Math.floor(size / 2)] ^= 0xff
  const copy = path.join(work, `damaged-${path.basename(name)}.tar`)
  fs.writeFileSync(copy, bytes)
  return copy
}

const original = {
  uploads: () => inject('uploadsDir'),
  private: () => inject('privateDir'),
}
const target = { uploads: copyDir('uploads'), private: copyDir('private') }
const stackEnv = () => ({
  DATABASE_URL: adminUrl(),
  UPLOADS_DIR: original.uploads(),
  PRIVATE_FILES_DIR: original.private(),
  REPORTS_KEY: inject('reportsKey'),
})
const restoredEnv = () => ({
  DATABASE_URL: urlOf(restoredDb),
  UPLOADS_DIR: target.uploads,
  PRIVATE_FILES_DIR: target.private,
  REPORTS_KEY: inject('reportsKey'),
})

/** No stack trace, no Node internals: one paragraph an operator reads. */
function expectClearFailure(run: Run, message: RegExp) {
  expect(run.code, run.stdout + run.stderr).toBe(1)
  const lines = run.stderr.split('\n').filter((line) => line.trim() && !/^npm (warn|notice)/.test(line))
  expect(lines, run.stderr).toHaveLength(1)
  expect(lines[0]).toMatch(message)
  expect(lines[0]).not.toMatch(/\sat \S+ \(|node_modules|\.ts:\d+/)
}

let archive = ''
let pressTitle = ''
let imageFile = ''
const attachment = sample.pdf(4096)
let inquiryReceipt = ''
let reportReceipt = ''
let beforeTables: Record<string, string> = {}
let beforeFiles: Record<string, Record<string, string>> = {}

let editor = ''
let pressId = 0
let imageId = 0

beforeAll(async () => {
  editor = await login(devAccount('editor').email, devAccount('editor').password)
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2ac1bc' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: `drill ${marker}` }))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `drill-${Date.now()}.png`)
  const uploaded = await request('/api/images', { method: 'POST', headers: bearer(editor), body: form })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const image = ((await uploaded.json()) as { doc: { id: number; filename: string } }).doc
  imageFile = image.filename
  imageId = image.id
  pressTitle = `복원 훈련 보도자료 ${marker}`
  const created = await request('/api/press-releases?locale=ko', {
    method: 'POST',
    headers: { ...bearer(editor), 'content-type': 'application/json' },
    body: JSON.stringify({
      title: pressTitle,
      publishDate: new Date().toISOString(),
      _status: 'published',
      thumbnail: image.id,
    }),
  })
  expect(created.status, await created.clone().text()).toBe(201)
  pressId = ((await created.json()) as { doc: { id: number } }).doc.id

  const inquiry = await submit('partnership', {
    fields: validInquiry('partnership', marker),
    files: [{ filename: 'proposal.pdf', data: attachment }],
  })
  expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(200)
  inquiryReceipt = inquiry.body.data!.receiptNumber
  const report = await submit('report', {
    fields: validReport('report', reportMarker),
    files: [{ filename: 'evidence.pdf', data: Buffer.concat([sample.pdf(512), Buffer.from(reportMarker)]) }],
  })
  expect(report.status, JSON.stringify(report.body)).toBe(200)
  reportReceipt = report.body.data!.receiptNumber

  // Each submission queues its mails before the answer and runs the mail queue after it (Next's
  // after()): wait until those jobs are gone (Payload deletes a job once done) or have failed for
  // good, so no row changes between the snapshot below and the dump. (expect.poll works only
  // inside a test.)
  const pendingMailJobs = async () => {
    const [row] = await query<{ n: string }>(
      adminUrl(),
      `SELECT count(*) AS n FROM payload_jobs
        WHERE NOT coalesce(has_error, false)
          AND ((input->>'collection' = 'inquiries'
                AND input->>'id' IN (SELECT id::text FROM inquiries WHERE receipt_number = $1))
            OR (input->>'collection' = 'ethics-reports'
                AND input->>'id' IN (SELECT id::text FROM ethics_reports WHERE receipt_number = $2)))`,
      [inquiryReceipt, reportReceipt],
    )
    return Number(row!.n)
  }
  let pending = await pendingMailJobs()
  for (const deadline = Date.now() + 30_000; pending > 0 && Date.now() < deadline; pending = await pendingMailJobs())
    await new Promise((resolve) => setTimeout(resolve, 250))
  expect(pending, 'mail jobs of the submissions still pending after 30 s').toBe(0)

  // The snapshot right before the backup: what the archive must hold.
  beforeTables = await tableHashes(adminUrl())
  beforeFiles = {
    uploads: treeHashes(original.uploads(), 'uploads'),
    private: treeHashes(original.private(), 'private'),
  }
  const backup = await npmRun('backup', ['--out', copyDir('backups')], stackEnv())
  expect(backup.code, backup.stdout + backup.stderr).toBe(0)
  archive = path.join(copyDir('backups'), fs.readdirSync(copyDir('backups'))[0]!)
  expect(backup.stdout).toContain(`Backup written: ${archive}`)
  expect(backup.stdout).not.toContain('deleted by the site')

  restoredDb = await createDatabase('restored')
  for (const file of ['cache/fetch-cache/x', 'server/route-cache/y', 'server/app/keep']) {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true })
    fs.writeFileSync(path.join(buildDir, file), 'cached')
  }
  const restore = await npmRun('restore', [archive], restoredEnv())
  expect(restore.code, restore.stdout + restore.stderr).toBe(0)
  expect(restore.stdout).toContain(path.join(buildDir, 'cache', 'fetch-cache'))
  restored = await startRestoredApp(secondServerEnv(work, restoredEnv()))
}, 240_000)

afterAll(async () => {
  await restored?.stop()
  // The shared site goes back to its seeded content: later files count press releases and images.
  if (pressId) await deleteDocs('press-releases', [pressId], editor)
  if (imageId) await deleteDocs('images', [imageId], editor)
  for (const name of [restoredDb, damagedDb].filter(Boolean)) await dropDatabase(name)
  fs.rmSync(work, { recursive: true, force: true })
})

const fromRestored = (p: string, init?: RequestInit) =>
  fetch(`${restored!.baseUrl}${p}`, { redirect: 'manual', ...init })

/** A staff login on the restored app: its sessions are its own database's. */
async function loginRestored(role: 'editor' | 'compliance'): Promise<string> {
  const { email, password } = devAccount(role)
  const res = await fromRestored('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

describe('a backup restored into a fresh database and folders', () => {
  it('holds the same rows in every table and the same files byte for byte', async () => {
    expect(await tableHashes(urlOf(restoredDb))).toEqual(beforeTables)
    expect(Object.keys(beforeFiles.uploads!)).toContain(`images/${imageFile}`)
    expect(treeHashes(target.uploads, 'uploads')).toEqual(beforeFiles.uploads)
    expect(treeHashes(target.private, 'private')).toEqual(beforeFiles.private)
  })

  it("empties the runtime cache of NEXT_BUILD_DIR's build and keeps the built pages", () => {
    expect(filesUnder(buildDir)).toEqual(['server/app/keep'])
  })

  it('serves the same legacy API answers, the press release page and its image', async () => {
    // The restored app is asked first: its answers cannot come from the original's requests.
    const list = (await (await fromRestored('/api/report?pageSize=10')).json()) as {
      data: { list: Record<string, unknown>[] }
    }
    const ours = list.data.list.find((item) => item.reportTitle === pressTitle)
    expect(ours, JSON.stringify(list).slice(0, 500)).toBeDefined()
    const seq = ours!.reportSeq as number
    const paths = [
      '/api/report?pageSize=10',
      `/api/report/${seq}/detail`,
      '/api/notice?pageSize=5',
      '/api/fact?pageSize=5',
      '/api/media?pageSize=5',
      '/api/writing',
    ]
    // All of the restored app's answers first: none can come from a cache the original filled.
    const copies = []
    for (const p of paths) {
      const res = await fromRestored(p)
      copies.push({ status: res.status, body: await res.json() })
    }
    const page = await fromRestored(`/newsroom/report/detail/${seq}`)
    const html = await page.text()
    for (const [i, p] of paths.entries()) {
      const res = await request(p)
      expect([copies[i]!.status, res.status], p).toEqual([200, 200])
      expect(copies[i]!.body, p).toEqual(await res.json())
    }
    expect(page.status).toBe(200)
    expect(html, /<title>[^<]*<\/title>/.exec(html)?.[0]).toContain(pressTitle)

    const imagePath = `/api/images/file/${encodeURIComponent(imageFile)}`
    const copyImage = await fromRestored(imagePath, { headers: bearer(await loginRestored('editor')) })
    const sourceImage = await request(imagePath, { headers: bearer(editor) })
    expect([copyImage.status, sourceImage.status]).toEqual([200, 200])
    expect(Buffer.from(await copyImage.arrayBuffer())).toEqual(Buffer.from(await sourceImage.arrayBuffer()))
  })

  it('keeps the inquiry with its attachment, and the ethics report sealed with the key outside the archive', async () => {
    const [inquiry] = await query<{ attachment_key: string }>(
      urlOf(restoredDb),
      'SELECT attachment_key FROM inquiries WHERE receipt_number = $1',
      [inquiryReceipt],
    )
    expect(fs.readFileSync(path.join(target.private, inquiry!.attachment_key))).toEqual(attachment)

    const sealedIn = (url: string) =>
      query<{ id: number; sealed: string; wrapped_key: string }>(
        url,
        'SELECT id, sealed, wrapped_key FROM ethics_reports WHERE receipt_number = $1',
        [reportReceipt],
      )
    const [copy] = await sealedIn(urlOf(restoredDb))
    expect(copy).toEqual((await sealedIn(adminUrl()))[0])
    expect(JSON.stringify(copy)).not.toContain(reportMarker)

    // Nothing in the archive shows the report's words or the key: the dump as SQL, and every file.
    const unpacked = copyDir('unpacked')
    fs.mkdirSync(unpacked)
    await tar.extract({ file: archive, cwd: unpacked })
    const [{ num }] = (await query<{ num: string }>(
      adminUrl(),
      "SELECT current_setting('server_version_num') AS num",
    )) as [{ num: string }]
    const tools = findPgTools(Math.floor(Number(num) / 10_000))!
    const sqlText = await new Promise<string>((resolve, reject) => {
      const child = spawn(tools.pgRestore, ['-f', '-', path.join(unpacked, 'database.dump')], { env: tools.env })
      let out = ''
      let errors = ''
      child.stdout.on('data', (chunk) => (out += chunk))
      child.stderr.on('data', (chunk) => (errors += chunk))
      child.once('error', reject)
      child.once('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`pg_restore: ${code} ${errors}`))))
    })
    expect(sqlText).toContain(marker) // the inquiry, in the clear: the search finds what is there
    const everything = [
      Buffer.from(sqlText),
      ...filesUnder(unpacked).map((f) => fs.readFileSync(path.join(unpacked, f))),
    ]
    for (const secret of [reportMarker, inject('reportsKey')])
      expect(everything.some((bytes) => bytes.includes(secret))).toBe(false)
    const key = Buffer.from(inject('reportsKey'), 'base64')
    expect(everything.some((bytes) => bytes.includes(key))).toBe(false)

    // The same REPORTS_KEY opens it in the restored app.
    const read = await fromRestored(`/api/ethics-reports/${copy!.id}?depth=0`, {
      headers: bearer(await loginRestored('compliance')),
    })
    expect(read.status).toBe(200)
    expect(((await read.json()) as { subject: string }).subject).toContain(reportMarker)
  })
})

describe('refused restores change nothing', () => {
  it('refuses a database and folders that hold data, without --force', async () => {
    const tables = await tableHashes(urlOf(restoredDb))
    const files = treeHashes(target.uploads, 'uploads')
    const run = await npmRun('restore', [archive], restoredEnv())
    expectClearFailure(run, /^restore: Refusing to restore over existing data: the database has \d+ tables .*--force/)
    expect(await tableHashes(urlOf(restoredDb))).toEqual(tables)
    expect(treeHashes(target.uploads, 'uploads')).toEqual(files)
  })

  it('leaves the old database and folders when a --force restore fails half-way', async () => {
    // An archive whose manifest is right but whose dump pg_restore cannot read.
    const forged = copyDir('forged')
    fs.mkdirSync(forged)
    await tar.extract({ file: archive, cwd: forged })
    const garbage = Buffer.alloc(64 * 1024, 'not a dump ')
    fs.writeFileSync(path.join(forged, 'database.dump'), garbage)
    const manifest = JSON.parse(fs.readFileSync(path.join(forged, 'manifest.json'), 'utf8')) as {
      entries: { path: string; size: number; sha256: string }[]
    }
    const dump = manifest.entries.find((entry) => entry.path === 'database.dump')!
    Object.assign(dump, { size: garbage.length, sha256: createHash('sha256').update(garbage).digest('hex') })
    fs.writeFileSync(path.join(forged, 'manifest.json'), JSON.stringify(manifest))
    const forgedArchive = path.join(work, 'forged.tar')
    await tar.create({ cwd: forged, file: forgedArchive }, fs.readdirSync(forged))

    const tables = await tableHashes(urlOf(restoredDb))
    const files = treeHashes(target.uploads, 'uploads')
    const run = await npmRun('restore', [forgedArchive, '--force'], restoredEnv())
    expectClearFailure(run, /^restore: Restoring the database failed, and nothing was changed/)
    expect(await tableHashes(urlOf(restoredDb))).toEqual(tables)
    expect(treeHashes(target.uploads, 'uploads')).toEqual(files)
    expect(fs.readdirSync(work).filter((name) => /\.(restore|old)-/.test(name))).toEqual([])
  })

  it('refuses a missing or damaged archive before writing anything into an empty target', async () => {
    damagedDb = await createDatabase('damaged')
    const env = {
      DATABASE_URL: urlOf(damagedDb),
      UPLOADS_DIR: copyDir('damaged-uploads'),
      PRIVATE_FILES_DIR: copyDir('damaged-private'),
      REPORTS_KEY: inject('reportsKey'),
    }
    expectClearFailure(await npmRun('restore', [path.join(work, 'nope.tar')], env), /does not exist/)
    const dump = await npmRun('restore', [damagedCopy(archive, 'database.dump')], env)
    expectClearFailure(dump, /database\.dump does not match its checksum.*nothing was changed/)
    const upload = await npmRun('restore', [damagedCopy(archive, `uploads/images/${imageFile}`)], env)
    expectClearFailure(upload, /uploads\/images\/.* does not match its checksum/)
    expect(await publicTables(urlOf(damagedDb))).toBe(0)
    const left = fs.readdirSync(work).filter((name) => name.startsWith('damaged-') && !name.endsWith('.tar'))
    expect(left).toEqual([])
  })
})

describe('a restore with another REPORTS_KEY', () => {
  it('restores, and warns that the reports cannot be read without the key they were written with', async () => {
    // The damaged archives left this database empty (the test before this one).
    const run = await npmRun('restore', [archive], {
      DATABASE_URL: urlOf(damagedDb),
      UPLOADS_DIR: copyDir('other-key-uploads'),
      PRIVATE_FILES_DIR: copyDir('other-key-private'),
      REPORTS_KEY: Buffer.alloc(32, 1).toString('base64'),
    })
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.stderr).toMatch(
      /another REPORTS_KEY .*reports in this archive cannot be read without the key they were written with/,
    )
    expect(run.stdout + run.stderr).not.toContain(inject('reportsKey'))
  })
})

describe('a --force restore over a restored site', () => {
  it('replaces the database (DROP SCHEMA in the same transaction) and the folders, to the same content', async () => {
    // The database and folders the restore above filled: not empty, so this goes through --force.
    const env = {
      DATABASE_URL: urlOf(damagedDb),
      UPLOADS_DIR: copyDir('other-key-uploads'),
      PRIVATE_FILES_DIR: copyDir('other-key-private'),
      REPORTS_KEY: inject('reportsKey'),
    }
    await query(urlOf(damagedDb), 'CREATE TABLE leftover (id int)')
    fs.writeFileSync(path.join(env.UPLOADS_DIR, 'leftover.txt'), 'not in the archive')
    const run = await npmRun('restore', [archive, '--force'], env)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(await tableHashes(env.DATABASE_URL)).toEqual(beforeTables)
    expect(treeHashes(env.UPLOADS_DIR, 'uploads')).toEqual(beforeFiles.uploads)
    expect(treeHashes(env.PRIVATE_FILES_DIR, 'private')).toEqual(beforeFiles.private)
    expect(fs.readdirSync(work).filter((name) => /\.(restore|old)-/.test(name))).toEqual([])
  }, 30_000)
})
