/**
 * Finds pg_dump, pg_restore and psql at least as new as the server (pg_dump refuses a newer
 * server, and Debian bookworm ships 15 while the embedded Postgres is 18).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type PgTools = {
  dir: string
  major: number
  pgDump: string
  pgRestore: string
  psql: string
  env: NodeJS.ProcessEnv
}

const TOOLS = ['pg_dump', 'pg_restore', 'psql'] as const

/** Where `npm run pg-tools` installs its build for a server major version. */
export const toolsPrefix = (major: number) => path.resolve('.tools', `postgresql-${major}`)
/** Written last by `npm run pg-tools`: a folder without it is a half-finished build. */
export const readyMarker = (major: number) => path.join(toolsPrefix(major), 'READY')

/** The major version a `--version` line names ("pg_dump (PostgreSQL) 18.6" → 18), or undefined. */
export function majorOf(versionLine: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine)
  return match ? Number(match[1]) : undefined
}

/** The environment a tool in `dir` runs with: its own libpq first, when it has one. */
function envFor(dir: string): NodeJS.ProcessEnv {
  const lib = path.join(path.dirname(dir), 'lib')
  if (!fs.existsSync(path.join(lib, 'libpq.so'))) return process.env
  const current = process.env.LD_LIBRARY_PATH
  return { ...process.env, LD_LIBRARY_PATH: current ? `${lib}:${current}` : lib }
}

function versionIn(dir: string | undefined, tool: string): { path: string; major?: number; line: string } | undefined {
  const file = dir ? path.join(dir, tool) : tool
  if (dir && !fs.existsSync(file)) return undefined
  try {
    const line = execFileSync(file, ['--version'], {
      encoding: 'utf8',
      env: dir ? envFor(dir) : process.env,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return { path: file, major: majorOf(line), line }
  } catch {
    return undefined
  }
}

/** The directory's three tools when all run and are at least `major`. */
function usable(dir: string | undefined, major: number): PgTools | undefined {
  const found = TOOLS.map((tool) => versionIn(dir, tool))
  if (found.some((tool) => !tool || tool.major === undefined || tool.major < major)) return undefined
  const [pgDump, pgRestore, psql] = found.map((tool) => tool!.path)
  return {
    dir: dir ?? '(PATH)',
    major: found[0]!.major!,
    pgDump,
    pgRestore,
    psql,
    env: dir ? envFor(dir) : process.env,
  }
}

function candidates(major: number): (string | undefined)[] {
  const dirs: (string | undefined)[] = []
  if (process.env.PG_BIN_DIR) dirs.push(path.resolve(process.env.PG_BIN_DIR))
  if (fs.existsSync(readyMarker(major))) dirs.push(path.join(toolsPrefix(major), 'bin'))
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= major)
      .sort((a, b) => a - b)
    for (const n of versions) dirs.push(path.join(debian, String(n), 'bin'))
  }
  dirs.push(undefined)
  return dirs
}

/** The first usable set of tools for a server of this major version, or undefined. */
export function findPgTools(major: number): PgTools | undefined {
  if (!Number.isInteger(major) || major < 1) throw new Error(`Not a PostgreSQL major version: ${major}`)
  for (const dir of candidates(major)) {
    const tools = usable(dir, major)
    if (tools) return tools
  }
  return undefined
}

/** The error an operator sees when no tools fit: both ways to get them. */
export function missingToolsMessage(major: number): string {
  const onPath = versionIn(undefined, 'pg_dump')
  const seen = onPath ? ` (the pg_dump on PATH is "${onPath.line}")` : ''
  return (
    `No usable pg_dump, pg_restore and psql for this PostgreSQL ${major} server: they must be version ${major} or newer${seen}. ` +
    `Either install postgresql-client-${major} from PostgreSQL's apt repository (apt.postgresql.org; it is found in /usr/lib/postgresql/${major}/bin, or set PG_BIN_DIR to its bin folder), ` +
    `or run \`npm run pg-tools\` to build them from Debian's source into .tools/postgresql-${major}/.`
  )
}

/** Like findPgTools, but throws the operator's message when none fit. */
export function requirePgTools(major: number): PgTools {
  const tools = findPgTools(major)
  if (!tools) throw new Error(missingToolsMessage(major))
  return tools
}
