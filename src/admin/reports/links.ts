import type { Where } from 'payload'

/**
 * A `where` object in the bracket query format of Payload's list view
 * (`where[or][0][and][0][status][equals]=received`), so a link opens the list with that filter in
 * Payload's own filter bar.
 */
export function whereQuery(where: Where, prefix = 'where'): string[] {
  return Object.entries(where).flatMap(([key, value]) => {
    const path = `${prefix}[${key}]`
    if (Array.isArray(value))
      return value.flatMap((item, i) =>
        item && typeof item === 'object'
          ? whereQuery(item as Where, `${path}[${i}]`)
          : [`${encodeURIComponent(`${path}[${i}]`)}=${encodeURIComponent(String(item))}`],
      )
    if (value && typeof value === 'object') return whereQuery(value as Where, path)
    return [`${encodeURIComponent(path)}=${encodeURIComponent(String(value))}`]
  })
}

/** The reports list, filtered by `where` and sorted by `sort` (a field, `-` for descending) when given. */
export const reportsListPath = (where?: Where, sort?: string): string => {
  const query = [...(where ? whereQuery(where) : []), ...(sort ? [`sort=${encodeURIComponent(sort)}`] : [])].join('&')
  return `/collections/ethics-reports${query ? `?${query}` : ''}`
}
