import type { LegacyPage } from '@/lib/legacy/types'

/**
 * GET on the legacy JSON API (SPEC §7) with the query as parameters. A non-200 answer or an
 * envelope other than `detail: success` rejects with the server's message.
 */
export async function legacyGet<T>(
  path: string,
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value))
  const response = await fetch(`${path}?${params}`, { signal, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  const body = (await response.json().catch(() => null)) as { detail?: string; message?: string; data?: T } | null
  if (!response.ok || body?.detail !== 'success') {
    throw new Error(body?.message ?? `${path} answered ${response.status}`)
  }
  return body.data as T
}

/** One page of a legacy list (`/api/report`, `/api/notice`, `/api/writing`…), its items in their wire shape `W`. */
export const legacyList = <W>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  legacyGet<LegacyPage<W>>(path, query, signal)
