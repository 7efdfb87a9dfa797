import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { uploadsDir } from '../../src/collections/uploadsDir'
import { privateFilesDir } from '../../src/lib/files/privateFilesDir'
import { filesUnder } from './checksums'

/** The two folders a backup holds, by their name inside the archive. */
export type FileArea = 'uploads' | 'private'
export const AREAS: FileArea[] = ['uploads', 'private']

/** Where each area lives on this machine (UPLOADS_DIR and PRIVATE_FILES_DIR, else under .data). */
export const areaRoot = (area: FileArea): string =>
  path.resolve(area === 'uploads' ? uploadsDir('') : privateFilesDir())

/**
 * Files that are not yet (or no longer) part of the site: a submission's upload in progress
 * (`tmp/`), an object-storage staging copy (`staging/`), a file being written (`*.partial`).
 */
export const transient = (area: FileArea) => (relative: string) =>
  relative.endsWith('.partial') || (area === 'private' && /^(tmp|staging)(\/|$)/.test(relative))

/** The area's kept files, relative to its root. */
export const areaFiles = (area: FileArea): string[] => filesUnder(areaRoot(area), transient(area))

/**
 * Copies `files` (relative paths) from one root to another, creating folders; the copies are
 * owner-only. With `skipVanished`, a file that no longer exists (the running site deleted it
 * after it was listed) is skipped instead of failing the copy; returns the files skipped.
 */
export function copyFiles(from: string, files: string[], to: string, { skipVanished = false } = {}): string[] {
  const vanished: string[] = []
  for (const file of files) {
    const target = path.join(to, ...file.split('/'))
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
    try {
      fs.copyFileSync(path.join(from, ...file.split('/')), target, fs.constants.COPYFILE_EXCL)
    } catch (error) {
      if (!skipVanished || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      vanished.push(file)
    }
  }
  return vanished
}

/** A new empty folder next to `target` (same file system, so it can be renamed into place). */
export function siblingDir(target: string, label: string): string {
  const dir = `${target}.${label}-${randomBytes(4).toString('hex')}`
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.mkdirSync(dir, { mode: 0o700 })
  return dir
}

/**
 * Puts `staged` in place of `target`: the old folder (if any) is moved aside first and removed
 * only once the new one is in place, so an interruption never leaves the target half-filled.
 */
export function swapIn(staged: string, target: string): void {
  let old: string | undefined
  if (fs.existsSync(target)) {
    old = `${target}.old-${randomBytes(4).toString('hex')}`
    fs.renameSync(target, old)
  }
  try {
    fs.renameSync(staged, target)
  } catch (error) {
    if (old) fs.renameSync(old, target)
    throw error
  }
  if (old) fs.rmSync(old, { recursive: true, force: true })
}
