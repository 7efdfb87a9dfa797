/**
 * `npm run pg-tools`: makes sure pg_dump, pg_restore and psql for the database's PostgreSQL major
 * version exist, building them from Debian's source package into .tools/postgresql-<major>/ when
 * no installed ones fit (Debian bookworm has 15; sid's 18 needs a newer glibc than bookworm's).
 * Idempotent: with usable tools it prints them and exits.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { findPgTools, readyMarker, toolsPrefix } from '../operations/pgTools'
import { embeddedMajor, serverMajor } from '../operations/serverVersion'

/** Debian's mirror over https: the index and the tarball come over TLS, and the tarball's sha256 is checked too. */
const MIRROR = 'https://deb.debian.org/debian'

async function targetMajor(): Promise<number> {
  if (process.env.DATABASE_URL) return (await serverMajor(process.env.DATABASE_URL)).major
  const major = embeddedMajor()
  if (!major)
    throw new Error('Cannot read the embedded PostgreSQL version: run `npm install` first, or set DATABASE_URL.')
  return major
}

async function download(url: string, file: string): Promise<void> {
  const response = await fetch(url)
  if (!response.ok || !response.body) throw new Error(`Downloading ${url} failed: HTTP ${response.status}.`)
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()))
}

/** The orig tarball's name and sha256 from sid's source index (Debian's checksum, checked below). */
async function findSource(major: number, work: string): Promise<{ dir: string; name: string; sha256: string }> {
  const index = path.join(work, 'Sources.xz')
  await download(`${MIRROR}/dists/sid/main/source/Sources.xz`, index)
  const text = execFileSync('xz', ['-dc', index], { encoding: 'utf8', maxBuffer: 1 << 30 })
  const stanza = text.split('\n\n').find((block) => block.startsWith(`Package: postgresql-${major}\n`))
  if (!stanza) throw new Error(`Debian sid has no source package postgresql-${major}.`)
  const dir = /^Directory: (.+)$/m.exec(stanza)?.[1]
  const sums = stanza.split(/^Checksums-Sha256:\n/m)[1] ?? ''
  const orig = new RegExp(`^ ([0-9a-f]{64}) \\d+ (postgresql-${major}_[^ ]+\\.orig\\.tar\\.bz2)$`, 'm').exec(sums)
  if (!dir || !orig) throw new Error(`Cannot find the postgresql-${major} source tarball in Debian's index.`)
  return { dir, name: orig[2]!, sha256: orig[1]! }
}

async function build(major: number): Promise<void> {
  const prefix = toolsPrefix(major)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-tools-'))
  const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: 'inherit' })
  try {
    const source = await findSource(major, work)
    console.log(`Building pg_dump, pg_restore and psql from ${source.name} into ${prefix} (a few minutes)…`)
    const tarball = path.join(work, source.name)
    await download(`${MIRROR}/${source.dir}/${source.name}`, tarball)
    const actual = createHash('sha256').update(fs.readFileSync(tarball)).digest('hex')
    if (actual !== source.sha256) throw new Error(`${source.name} does not match Debian's checksum (${actual}).`)
    run('tar', ['xjf', tarball], work)
    const src = path.join(
      work,
      fs.readdirSync(work).find((name) => name.startsWith('postgresql-') && !name.includes('.tar'))!,
    )
    // A folder without the READY marker is a half-finished earlier build: start it over.
    fs.rmSync(prefix, { recursive: true, force: true })
    const jobs = `-j${Math.max(1, Math.min(os.availableParallelism(), 4))}`
    run(
      './configure',
      [`--prefix=${prefix}`, '--without-icu', '--without-readline', '--with-zlib', '--without-openssl', '--quiet'],
      src,
    )
    run('make', ['-s', jobs, '-C', 'src/backend', 'generated-headers'], src)
    for (const dir of ['src/interfaces/libpq', 'src/bin/pg_dump', 'src/bin/psql']) {
      run('make', ['-s', jobs, '-C', dir], src)
      run('make', ['-s', '-C', dir, 'install'], src)
    }
    fs.writeFileSync(readyMarker(major), `${source.name}\n`)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

try {
  const major = await targetMajor()
  let tools = findPgTools(major)
  if (!tools) {
    await build(major)
    tools = findPgTools(major)
    if (!tools) throw new Error(`The build finished but ${toolsPrefix(major)}/bin has no working tools.`)
  }
  console.log(`pg_dump, pg_restore and psql ${tools.major} for PostgreSQL ${major}: ${tools.dir}`)
} catch (error) {
  console.error(`\npg-tools: ${(error as Error).message}\n`)
  process.exit(1)
}
