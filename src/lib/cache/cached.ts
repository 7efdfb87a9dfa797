import { unstable_cache } from 'next/cache'

import { REVALIDATE_SECONDS } from './tags'

/**
 * Runs `read` through Next's data cache under `key`, tagged so that a publish in the admin
 * expires it. A cached page therefore costs no database query.
 */
export function cached<T>(key: (string | number | undefined)[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(
    read,
    key.map((part) => String(part ?? '')),
    { tags, revalidate: REVALIDATE_SECONDS },
  )()
}
