import type { Readable } from 'node:stream'

/** A stored file as it is read back: its size (for Content-Length) and its bytes as a stream. */
export type OpenedFile = { size: number; body: Readable }

/** A stored file as the retention sweeps see it. */
export type ListedFile = { key: string; modifiedAt: Date }

/**
 * Where submitted files live: local disk (one machine) or S3-compatible storage (several app
 * instances share them). Keys are `<area>/<uuid>` (storage.ts makes and checks them). Every
 * implementation keeps the same promises: a file is visible whole or not at all, and nothing it
 * stores is reachable without the app's access-checked routes.
 */
export interface PrivateFileStore {
  /**
   * Stores `key` from what `write` writes to the local path it is given; all or nothing: a
   * failure (of `write` or of the store) leaves no file under `key` and no local copy.
   */
  write(key: string, write: (partialPath: string) => Promise<void>): Promise<void>
  /** The file, or undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>
  /** Deletes the file; false when it was already gone. */
  remove(key: string): Promise<boolean>
  /** Every file of an area, with its last write time (the sweeps spare young files). */
  list(area: string): Promise<ListedFile[]>
  /** Removes an area's half-written local files older than `graceMs` (left by a process that died mid-write). */
  sweepPartial(area: string, now: Date, graceMs: number): Promise<number>
}
