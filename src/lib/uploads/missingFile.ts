import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

import { s3Settings } from '../objectStorage/settings'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Payload's `upload.handlers` entry for a library on local disk: a name that no file on disk has
 * answers 404. Payload's own fallback answers such a request 500 ("Something went wrong") and
 * logs an error, which a mistyped or stale link must not do. A file that is there falls through to
 * Payload's streaming; a name that leaves the folder is left to Payload's own 400. (A synchronous
 * stat: one local syscall, and Payload's handler type takes a Response or nothing, not a promise
 * of either.)
 */
export const notFoundWhenMissing =
  (staticDir: string): FileHandler =>
  (_req, { params }) => {
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }

/**
 * A library's file handlers: the 404 above on local disk; none in object storage, where the
 * storage plugin's own handler (added after these) answers 404 for a missing object, and a check
 * of the local disk would refuse every file.
 */
export const fileHandlers = (staticDir: string): FileHandler[] => (s3Settings() ? [] : [notFoundWhenMissing(staticDir)])
