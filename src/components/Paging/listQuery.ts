/**
 * The list's own query (`page`, `size`) to carry to a detail page, so that its back-to-list link
 * returns to the same page (SPEC §2: detail routes carry the current query).
 */
export function carriedQuery(params: URLSearchParams | null): string {
  if (!params) return ''
  const carried = new URLSearchParams()
  for (const name of ['page', 'size']) {
    const value = params.get(name)
    if (value) carried.set(name, value)
  }
  const text = carried.toString()
  return text && text !== 'page=1' ? `?${text}` : ''
}
