import { createHmac } from 'node:crypto'

/** What `npm run backup` writes as `manifest.json`, first in the archive. */
export type Manifest = {
  format: typeof FORMAT
  version: typeof VERSION
  createdAt: string
  app: { version: string; commit?: string }
  database: { serverVersion: string; pgDumpVersion: string; latestMigration: string | null }
  /** Which REPORTS_KEY the ethics reports are encrypted with (never the key itself); null without one. */
  reportsKeyFingerprint: string | null
  storage: 'local' | 's3'
  entries: ManifestEntry[]
  /** Files listed for the backup but deleted by the running site before they were copied (not in the archive). */
  vanished?: string[]
}

export type ManifestEntry = { path: string; size: number; sha256: string }

export const FORMAT = 'corporate-site-backup'
export const VERSION = 1
export const MANIFEST = 'manifest.json'
export const DUMP = 'database.dump'
export const OBJECT_LISTING = 'object-storage.json'

/**
 * A key's fingerprint for the manifest: an HMAC under the key itself, so it tells two keys apart
 * but reveals nothing of either.
 */
export const keyFingerprint = (key: Buffer): string =>
  createHmac('sha256', key).update('backup-key-fingerprint').digest('hex').slice(0, 16)

/** A path inside the archive: relative, `/`-separated, no `..`, `.` or empty parts. */
export function safeEntryPath(value: string): boolean {
  if (!value || value.startsWith('/') || value.includes('\\') || value.includes('\0')) return false
  return value.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Parses and checks a manifest's text; throws an Error naming the first problem. */
export function parseManifest(text: string): Manifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error('its manifest.json is not valid JSON')
  }
  if (!isObject(value) || value.format !== FORMAT)
    throw new Error('it is not a backup of this site (no manifest of ours)')
  if (value.version !== VERSION)
    throw new Error(`it was written in backup format ${String(value.version)}; this version reads format ${VERSION}`)
  if (typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt)))
    throw new Error('its manifest has no valid creation time')
  if (value.storage !== 'local' && value.storage !== 's3') throw new Error('its manifest names no storage kind')
  const database = value.database
  if (!isObject(database) || typeof database.pgDumpVersion !== 'string' || typeof database.serverVersion !== 'string')
    throw new Error('its manifest does not describe the database dump')
  if (value.reportsKeyFingerprint !== null && typeof value.reportsKeyFingerprint !== 'string')
    throw new Error('its manifest has an invalid key fingerprint')
  if (!Array.isArray(value.entries)) throw new Error('its manifest lists no files')
  if (
    value.vanished !== undefined &&
    (!Array.isArray(value.vanished) || !value.vanished.every((file) => typeof file === 'string'))
  )
    throw new Error('its manifest has an invalid list of vanished files')
  const seen = new Set<string>()
  for (const entry of value.entries as unknown[]) {
    if (
      !isObject(entry) ||
      typeof entry.path !== 'string' ||
      !safeEntryPath(entry.path) ||
      entry.path === MANIFEST ||
      !Number.isSafeInteger(entry.size) ||
      (entry.size as number) < 0 ||
      typeof entry.sha256 !== 'string' ||
      !/^[0-9a-f]{64}$/.test(entry.sha256)
    )
      throw new Error(`its manifest has an invalid entry: ${JSON.stringify(entry).slice(0, 200)}`)
    if (seen.has(entry.path)) throw new Error(`its manifest lists ${entry.path} twice`)
    seen.add(entry.path)
  }
  const required = value.storage === 'local' ? [DUMP] : [DUMP, OBJECT_LISTING]
  for (const name of required) if (!seen.has(name)) throw new Error(`its manifest does not list ${name}`)
  return value as Manifest
}

export type FoundFile = { path: string; size: number; sha256: string }

/**
 * Compares what an extracted archive holds with what its manifest lists: every listed file
 * present with its size and sha256, and nothing else. Returns the problems (empty when intact).
 */
export function compareWithManifest(manifest: Manifest, found: FoundFile[]): string[] {
  const problems: string[] = []
  const byPath = new Map(found.map((file) => [file.path, file]))
  for (const entry of manifest.entries) {
    const file = byPath.get(entry.path)
    if (!file) problems.push(`${entry.path} is missing`)
    else if (file.size !== entry.size)
      problems.push(`${entry.path} has ${file.size} bytes, the manifest says ${entry.size}`)
    else if (file.sha256 !== entry.sha256) problems.push(`${entry.path} does not match its checksum`)
    byPath.delete(entry.path)
  }
  byPath.delete(MANIFEST)
  for (const extra of byPath.keys()) problems.push(`${extra} is not in the manifest`)
  return problems
}
