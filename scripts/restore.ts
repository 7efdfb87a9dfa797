/**
 * `npm run restore -- <archive> [--force]`: restores an archive of `npm run backup` into an empty
 * database and empty upload and private folders. The whole archive is read and checked against
 * its manifest before anything is touched; the database is restored in one transaction, and the
 * folders are swapped in only once it has committed. A non-empty target is refused unless
 * `--force`, which replaces it (still all or nothing).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { s3Settings } from '../src/lib/objectStorage/settings'
import { extractTar } from '../operations/backup/archive'
import { filesUnder, sha256File } from '../operations/backup/checksums'
import { openDatabase, publicTableCount, restoreDatabase } from '../operations/backup/database'
import { BackupError, deferSignals, onExit, runCommand } from '../operations/backup/errors'
import { AREAS, areaRoot, copyFiles, siblingDir, swapIn, type FileArea } from '../operations/backup/files'
import {
  compareWithManifest,
  DUMP,
  MANIFEST,
  OBJECT_LISTING,
  parseManifest,
  type FoundFile,
  type Manifest,
} from '../operations/backup/manifest'
import { clearNextRuntimeCache } from '../server/nextCache'
import { swapProblem } from '../operations/backup/swapCheck'
import { missingObjects, type ObjectListing } from '../operations/backup/objectStorage'
import { currentKeyFingerprint } from '../operations/backup/reportsKey'
import { majorOf, requirePgTools } from '../operations/pgTools'
import { serverMajor } from '../operations/serverVersion'

const USAGE = 'Usage: npm run restore -- <archive.tar> [--force]'

function parseArgs(args: string[]): { archive: string; force: boolean } {
  const force = args.includes('--force')
  const rest = args.filter((arg) => arg !== '--force')
  const unknown = rest.find((arg) => arg.startsWith('-'))
  if (unknown) throw new BackupError(`Unknown option "${unknown}". ${USAGE}`)
  if (rest.length !== 1) throw new BackupError(`Name one archive to restore. ${USAGE}`)
  return { archive: path.resolve(rest[0]!), force }
}

/** Extracts the archive into `work` and proves it whole: a valid manifest, every file as it lists. */
async function readArchive(archive: string, work: string): Promise<Manifest> {
  const damaged = (why: string) =>
    new BackupError(
      `${archive} cannot be restored: ${why}. It is damaged or not a backup of this site; nothing was changed.`,
    )
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile())
    throw new BackupError(`${archive} does not exist (or is not a file); nothing was changed. ${USAGE}`)
  try {
    await extractTar(archive, work)
  } catch (error) {
    throw damaged(`it is not a readable tar archive (${(error as Error).message})`)
  }
  if (!fs.existsSync(path.join(work, MANIFEST))) throw damaged('it has no manifest.json')
  let manifest: Manifest
  try {
    manifest = parseManifest(fs.readFileSync(path.join(work, MANIFEST), 'utf8'))
  } catch (error) {
    throw damaged((error as Error).message)
  }
  const found: FoundFile[] = []
  for (const file of filesUnder(work)) {
    const full = path.join(work, ...file.split('/'))
    found.push({ path: file, size: fs.statSync(full).size, sha256: await sha256File(full) })
  }
  const problems = compareWithManifest(manifest, found)
  if (problems.length)
    throw damaged(problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''))
  return manifest
}

await runCommand('restore', async () => {
  const { archive, force } = parseArgs(process.argv.slice(2))
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'))
  onExit(() => fs.rmSync(work, { recursive: true, force: true }))
  fs.chmodSync(work, 0o700)
  const manifest = await readArchive(archive, work)

  const s3 = s3Settings()
  if (manifest.storage === 's3' && !s3)
    throw new BackupError(
      'This archive was made with object storage (S3_BUCKET), but S3_BUCKET is not set here; nothing was changed.',
    )
  if (manifest.storage === 'local' && s3)
    throw new BackupError(
      'This archive holds local files, but S3_BUCKET is set here: unset it to restore onto local disk; nothing was changed.',
    )

  // The folders are swapped in after the database has committed: a swap that cannot work is
  // refused now, before anything changes, rather than leaving the database restored without them.
  if (manifest.storage === 'local')
    for (const area of AREAS) {
      const problem = swapProblem(area === 'uploads' ? 'UPLOADS_DIR' : 'PRIVATE_FILES_DIR', areaRoot(area))
      if (problem) throw new BackupError(`Cannot restore the files: ${problem}`)
    }

  const db = await openDatabase('restore')
  onExit(() => db.stop())
  const server = await serverMajor(db.url).catch((error: Error) => {
    throw new BackupError(`Cannot connect to the database: ${error.message}.`)
  })
  // pg_restore reads dumps of its own version and older only.
  const tools = requirePgTools(Math.max(server.major, majorOf(manifest.database.pgDumpVersion) ?? 0))

  const tables = await publicTableCount(db.url)
  const filled = manifest.storage === 'local' ? AREAS.filter((area) => filesUnder(areaRoot(area)).length > 0) : []
  if ((tables > 0 || filled.length > 0) && !force) {
    const what = [
      ...(tables > 0 ? [`the database has ${tables} tables`] : []),
      ...filled.map((area) => `${areaRoot(area)} holds files`),
    ].join(' and ')
    throw new BackupError(
      `Refusing to restore over existing data: ${what}. Restore into an empty database and empty folders, ` +
        'or add --force to replace them (the database is replaced in one transaction); nothing was changed.',
    )
  }

  const fingerprint = currentKeyFingerprint()
  if (manifest.reportsKeyFingerprint && manifest.reportsKeyFingerprint !== fingerprint)
    console.warn(
      'Warning: this archive was written with another REPORTS_KEY than the one set here: ' +
        'ethics reports in this archive cannot be read without the key they were written with.',
    )

  // Files go into staging folders next to their targets first: a full disk fails here, before
  // the database changes.
  const staged = new Map<string, string>()
  onExit(() => staged.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
  if (manifest.storage === 'local') {
    for (const area of AREAS) {
      const dir = siblingDir(areaRoot(area), 'restore')
      staged.set(area, dir)
      const from = path.join(work, area)
      copyFiles(from, filesUnder(from), dir)
    }
  }

  // Once COMMIT is on its way to psql, Ctrl+C and SIGTERM wait until the folders are swapped in
  // and Next's cache emptied: stopping in between (and removing the staged folders) would leave
  // the restored database without its files.
  let finishFirst = () => {}
  await restoreDatabase(db.url, tools, path.join(work, DUMP), tables > 0, () => {
    finishFirst = deferSignals(
      'restore',
      'the restore had finished (the database committed, the folders swapped in, the cache emptied)',
    )
  })
  for (const area of AREAS) {
    const dir = staged.get(area)
    if (!dir) continue
    try {
      swapIn(dir, areaRoot(area))
    } catch (error) {
      // Checked beforehand (swapProblem), so not expected; should it happen anyway, the restored
      // files are kept where they are and named, rather than removed with the other temp files.
      const left = [...staged.entries()].map(([name, folder]) => `${areaRoot(name as FileArea)} from ${folder}`)
      staged.clear()
      throw new BackupError(
        `The database is restored, but putting the files in place failed (${(error as Error).message}). ` +
          `The restored files are kept: move them in by hand (${left.join('; ')}), then restart the app.`,
      )
    }
    staged.delete(area)
  }

  console.log(
    `Restored ${archive} (made ${manifest.createdAt}, migration ${manifest.database.latestMigration ?? 'none'}) ` +
      `into ${db.embedded ? 'the embedded database' : 'DATABASE_URL'}` +
      (manifest.storage === 'local' ? ` and ${AREAS.map(areaRoot).join(', ')}.` : '.'),
  )
  const cleared = clearNextRuntimeCache()
  finishFirst()
  console.log(
    (cleared.length ? `Emptied Next's page and data cache (${cleared.join(', ')}). ` : '') +
      'Restart every running app instance (and, with REDIS_URL, flush its Redis cache) so no page of the old data is served.',
  )
  if (manifest.storage === 's3' && s3) {
    const listing = JSON.parse(fs.readFileSync(path.join(work, OBJECT_LISTING), 'utf8')) as ObjectListing
    const missing = await missingObjects(s3, listing)
    if (missing.length)
      console.warn(
        `Warning: ${missing.length === 1 ? '1 object the backup listed is' : `${missing.length} objects the backup listed are`} ` +
          `not in the buckets (or changed since): ` +
          `${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}. The pages and attachments that use them will fail.`,
      )
    else console.log('Every object the backup listed is in the buckets.')
  }
})
