/** One page of a list as the boards show it: items already reshaped, and the total. */
export type ListPage<T> = { items: T[]; totalSize: number }

/** SPEC §3 "List response" as the legacy API sends it. */
export type LegacyListData = { list: Record<string, unknown>[]; totalSize: number; pageNumber: number; totalPageNumber: number }

export const str = (value: unknown): string => (typeof value === 'string' ? value : '')
export const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0)
export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
