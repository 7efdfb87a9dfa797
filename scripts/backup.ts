/**
 * `npm run backup [-- --out <dir>]`: one archive `site-backup-<UTC time>.tar` holding a pg_dump
 * of the database (custom format), the uploads and the submitted private files (or, with object
 * storage, a listing of the buckets' keys), and a manifest with every file's size and sha256.
 * Ethics reports stay encrypted: REPORTS_KEY is never in the archive, only its fingerprint.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { s3Settings } from '../src/lib/objectStorage/settings'
import { writeTar } from '../operations/backup/archive'
import { sha256File } from '../operations/backup/checksums'
import { dumpDatabase, latestMigration, openDatabase, toolVersion } from '../operations/backup/database'
import { BackupError, onExit, runCommand } from '../operations/backup/errors'
import { AREAS, areaFiles, areaRoot, copyFiles } from '../operations/backup/files'
import {
  DUMP,
  FORMAT,
  MANIFEST,
  OBJECT_LISTING,
  VERSION,
  type Manifest,
  type ManifestEntry,
} from '../operations/backup/manifest'
import { listObjects } from '../operations/backup/objectStorage'
import { currentKeyFingerprint } from '../operations/backup/reportsKey'
import { requirePgTools } from '../operations/pgTools'
import { serverMajor } from '../operations/serverVersion'

function parseArgs(args: string[]): { out: string } {
  let out = 'backups'
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = args[++i]!
    else throw new BackupError(`Unknown argument "${args[i]}". Usage: npm run backup [-- --out <dir>]`)
  }
  return { out: path.resolve(out) }
}

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

await runCommand('backup', async () => {
  const { out } = parseArgs(process.argv.slice(2))
  const s3 = s3Settings()
  const keyFingerprint = currentKeyFingerprint()
  const db = await openDatabase('back up')
  onExit(() => db.stop())
  const server = await serverMajor(db.url).catch((error: Error) => {
    throw new BackupError(`Cannot connect to the database: ${error.message}.`)
  })
  const tools = requirePgTools(server.major)

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
  onExit(() => fs.rmSync(work, { recursive: true, force: true }))
  fs.chmodSync(work, 0o700)

  // The database first, then the files: a file written after the dump is harmless, while every
  // row in the dump names a file that already existed when the files are copied, unless the site
  // deleted it meanwhile (staff deleting an upload during the backup): such a file is skipped
  // and named in the manifest's `vanished`.
  const createdAt = new Date()
  await dumpDatabase(db.url, tools, path.join(work, DUMP))
  const migration = await latestMigration(db.url)
  const files: string[] = [DUMP]
  const vanished: string[] = []
  if (s3) {
    fs.writeFileSync(path.join(work, OBJECT_LISTING), JSON.stringify(await listObjects(s3), null, 2) + '\n')
    files.push(OBJECT_LISTING)
  } else {
    for (const area of AREAS) {
      const listed = areaFiles(area)
      const gone = new Set(copyFiles(areaRoot(area), listed, path.join(work, area), { skipVanished: true }))
      files.push(...listed.filter((file) => !gone.has(file)).map((file) => `${area}/${file}`))
      vanished.push(...[...gone].map((file) => `${area}/${file}`))
    }
  }
  const entries: ManifestEntry[] = []
  for (const file of files) {
    const full = path.join(work, ...file.split('/'))
    entries.push({ path: file, size: fs.statSync(full).size, sha256: await sha256File(full) })
  }
  const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: createdAt.toISOString(),
    app: { version: packageJson.version, commit: gitCommit() },
    database: {
      serverVersion: server.version,
      pgDumpVersion: await toolVersion(tools.pgDump, tools.env),
      latestMigration: migration,
    },
    reportsKeyFingerprint: keyFingerprint,
    storage: s3 ? 's3' : 'local',
    entries,
    ...(vanished.length ? { vanished } : {}),
  }
  fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')

  fs.mkdirSync(out, { recursive: true })
  const archive = path.join(out, `site-backup-${stamp(createdAt)}.tar`)
  if (fs.existsSync(archive)) throw new BackupError(`${archive} already exists; nothing was written.`)
  onExit(() => fs.rmSync(`${archive}.partial`, { force: true }))
  await writeTar(work, [MANIFEST, ...files], archive)
  const size = fs.statSync(archive).size
  const what = s3 ? 'the database and a listing of the object storage' : `the database and ${files.length - 1} files`
  console.log(
    `Backup written: ${archive} (${(size / 1024 / 1024).toFixed(1)} MB, ${what}).` +
      (vanished.length
        ? ` ${vanished.length} files were deleted by the site while the backup ran and are not in it ` +
          `(listed as "vanished" in its manifest): ${vanished.slice(0, 5).join(', ')}${vanished.length > 5 ? ', …' : ''}.`
        : ''),
  )
  if (!keyFingerprint) console.log('No REPORTS_KEY here: the archive records no key fingerprint.')
  else console.log('Ethics reports stay encrypted in it; keep REPORTS_KEY safe separately (it is not in the archive).')
})
