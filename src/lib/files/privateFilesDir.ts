import path from 'node:path'

/**
 * Where submitted files live on this machine: PRIVATE_FILES_DIR, else `private/` in the data
 * directory. Never under `public/` or an upload collection's static dir, so no URL of the site can
 * reach them; staff download them only through the access-checked attachment routes. With object
 * storage (S3_BUCKET) the files themselves are objects under `private/`, and this directory
 * holds only what is being written (uploads in progress in `tmp/`, src/lib/guards/tempFiles.ts;
 * staging files, src/lib/submissions/storage.ts).
 */
export function privateFilesDir(): string {
  return process.env.PRIVATE_FILES_DIR ?? path.resolve(process.env.DATA_DIR ?? '.data', 'private')
}
