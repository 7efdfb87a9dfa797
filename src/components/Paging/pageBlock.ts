/** SPEC §9: the desktop paging shows the page numbers in blocks of 5. */
export const PAGE_BLOCK = 5
/** SPEC §9: the mobile see-more button is hidden when the list has at most this many items. */
export const MORE_MIN_SIZE = 20
/** The legacy API's largest page size: a very deep mobile list stops growing there. */
export const MAX_REQUEST_SIZE = 500

export type PageBlock = {
  /** The page numbers of the block that holds the current page. */
  pages: number[]
  /** The last number of the previous block (what the "previous pages" button goes to), or null. */
  prev: number | null
  /** The first number of the next block (what the "next pages" button goes to), or null. */
  next: number | null
}

/** How many pages `totalSize` items fill at `pageSize` per page. */
export function pageCount(totalSize: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalSize) / pageSize) : 0
}

/**
 * The block of page numbers around `page` (SPEC §4: the block follows the page query). A page
 * beyond the last shows the last block, so the visitor can always get back.
 */
export function pageBlock(page: number, totalPages: number, size = PAGE_BLOCK): PageBlock {
  if (totalPages < 1) return { pages: [], prev: null, next: null }
  const current = Math.min(Math.max(1, page), totalPages)
  const start = Math.floor((current - 1) / size) * size + 1
  const end = Math.min(start + size - 1, totalPages)
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i)
  return { pages, prev: start > 1 ? start - 1 : null, next: end < totalPages ? end + 1 : null }
}

/** The `page` query as a page number: anything but a positive whole number is page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/**
 * What to ask the API for. On mobile the list shows pages 1..page at once, so it asks for
 * page × size items from the start (SPEC §9: "mobile load-more requests page number times page
 * size"); on desktop only the page itself.
 */
export function pageRequest(page: number, pageSize: number, mobile: boolean): { pageNumber: number; pageSize: number } {
  return mobile
    ? { pageNumber: 1, pageSize: Math.min(page * pageSize, MAX_REQUEST_SIZE) }
    : { pageNumber: page, pageSize }
}

/** SPEC §4: the see-more button shows only when the list is longer than the minimum size. */
export function showMore(totalSize: number, minSize = MORE_MIN_SIZE): boolean {
  return totalSize > minSize
}
