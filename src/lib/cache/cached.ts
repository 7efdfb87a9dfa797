import { unstable_cache } from 'next/cache'

import { REVALIDATE_SECONDS } from './tags'

/**
 * The shape of what the reads return. Next's data cache outlives `next build` (under
 * `.next/cache`), and its key is the key parts and the read's source text, which may not change
 * when a value's shape does: bump this when a cached read returns a new shape, so a new release
 * never reads the old release's values.
 */
const SHAPE = 'models-3'

/**
 * Runs `read` through Next's data cache under `key`, tagged so that a publish in the admin
 * expires it. A cached page therefore costs no database query.
 */
export function cached<T>(key: (string | number | undefined)[], tags: string[], read: () => Promise<T>): Promise<T> {
  // DATA_CACHE_SCOPE names the database the values come from (server/databaseCache.ts).
  return unstable_cache(read, [SHAPE, process.env.DATA_CACHE_SCOPE ?? '', ...key.map((part) => String(part ?? ''))], {
    tags,
    revalidate: REVALIDATE_SECONDS,
  })()
}
