import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

/** A list's table as the adapter holds it (`adapter.tables[name]`): its columns by field path, `_` for `.`. */
export type ListTable = object

const isColumn = (value: unknown): value is { name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { columnType?: unknown }).columnType === 'string'

/**
 * Payload's order of a list (buildOrderBy in @payloadcms/drizzle) as SQL over its table, named `p`:
 * each sort path, then `-createdAt` (or `-id`) when the sort does not name it, so that rows of
 * equal values keep one order from page to page; `first` is the column sorted first. `null` when a sort path is not a column of the
 * table itself (a localized field, a relationship's field): Payload joins for those.
 */
export function listOrder(table: ListTable | undefined, sort: unknown): { sql: SQL; first: string } | null {
  if (!table) return null
  const column = (path: string) => {
    const found = (table as Record<string, unknown>)[path.replaceAll('.', '_')]
    return isColumn(found) ? found.name : null
  }
  const fallback = column('createdAt') ? '-createdAt' : '-id'
  const asked = !sort ? [fallback] : typeof sort === 'string' ? [sort] : sort
  if (!Array.isArray(asked) || !asked.every((item) => typeof item === 'string' && item.length > 0)) return null
  const items: string[] = [...asked]
  if (!items.includes(fallback) && !items.includes(fallback.slice(1))) items.push(fallback)
  const order: SQL[] = []
  const names: string[] = []
  for (const item of items) {
    const descending = item.startsWith('-')
    const name = column(descending ? item.slice(1) : item)
    if (!name) return null
    names.push(name)
    order.push(sql`p.${sql.identifier(name)} ${sql.raw(descending ? 'desc' : 'asc')}`)
  }
  return { sql: sql.join(order, sql`, `), first: names[0] }
}
