/** The query a list page keeps: which page, and whether it is the mobile load-more view. */
const LIST_PARAMS = ['page', 'size']
/** The newsroom search keeps its word and type tab as well. */
const SEARCH_PARAMS = ['keyword', 'type', ...LIST_PARAMS]

function pick(params: URLSearchParams | null, names: string[]): string {
  if (!params) return ''
  const carried = new URLSearchParams()
  for (const name of names) {
    const value = params.get(name)
    // Page 1 is the list's default: leaving it out keeps one address per list page.
    if (value && !(name === 'page' && value === '1')) carried.set(name, value)
  }
  const text = carried.toString()
  return text ? `?${text}` : ''
}

/**
 * The list's own query (`page`, `size`) to carry to a detail page, so that its back-to-list link
 * returns to the same page (SPEC §2: detail routes carry the current query).
 */
export function carriedQuery(params: URLSearchParams | null): string {
  return pick(params, LIST_PARAMS)
}

/**
 * The search's query (`keyword`, `type`, `page`, `size`) to carry from a search result to its
 * detail page and back, so that back-to-list returns to the same results, not the plain list.
 */
export function carriedSearchQuery(params: URLSearchParams | null): string {
  return params?.get('keyword') ? pick(params, SEARCH_PARAMS) : ''
}
