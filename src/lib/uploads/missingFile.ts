import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

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
