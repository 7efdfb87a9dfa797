export type SearchType = 'TITLE_CONTENT' | 'TITLE'

/** Paging and search of a list read. */
export type ListQuery = {
  pageNumber: number
  pageSize: number
  keyword?: string
  searchType: SearchType
}

/** Escapes LIKE wildcards so that %, _ and \ in a search word match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}
