import { apiCall } from '@/lib/http/apiClient'
import type { LegacyPage } from '@/lib/legacy/types'

/**
 * GET on the legacy JSON API (SPEC §7) through the site's client (src/lib/http/apiClient.ts), the
 * query as parameters. A non-200 answer or an envelope other than `detail: success` rejects with
 * the server's `detail` and `message` (an ApiError).
 */
export const legacyGet = <T>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  apiCall<T>({ path, payload: query, signal })

/** One page of a legacy list (`/api/report`, `/api/notice`, `/api/writing`…), its items in their wire shape `W`. */
export const legacyList = <W>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  legacyGet<LegacyPage<W>>(path, query, signal)
