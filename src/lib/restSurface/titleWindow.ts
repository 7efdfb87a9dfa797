/**
 * Where in a list's title order a page of a filtered list lies, and which page of Payload's read
 * holds it. A list sorted by title reads its page among the rows between two titles (withIndexedTitles):
 * the rows of a `where` selecting a share of the list lie spread through the title order, so the
 * `skipped`-th of them is near the `skipped / share`-th title. The margin covers the spread of a
 * share drawn independently of the titles (four standard deviations of a binomial count); a
 * `where` that clusters in some titles misses the window and the list is read as Payload reads it.
 */

/** 1-based positions in the title order of every row of the list: the window's first and last. */
export type TitleWindow = { first: number; last: number }

/**
 * The window of title positions holding the rows `skipped + 1 … skipped + limit` of a `where`
 * that selects `share` (0 < share ≤ 1) of the list. `first` is 1 when the window starts at the
 * list's beginning (no lower title bound is needed).
 */
export function titleWindow(skipped: number, limit: number, share: number): TitleWindow {
  const margin = limit + Math.ceil(4 * Math.sqrt(skipped))
  const first = Math.floor((skipped - margin) / share)
  const last = Math.ceil((skipped + limit + margin) / share)
  return { first: Math.max(1, first), last: Math.max(1, last) }
}

/**
 * A page of Payload's read (`page`, `limit`, counted from 1) that holds the `count` rows starting
 * at `offset`, with its fewest rows: Payload pages by `(page − 1) × limit`, and a window's rows
 * start wherever the titles before it end. `start` is where the wanted rows begin in that page.
 */
export function coveringPage(offset: number, count: number): { page: number; limit: number; start: number } {
  for (let limit = count; ; limit++) {
    const start = offset % limit
    if (start + count <= limit) return { page: Math.floor(offset / limit) + 1, limit, start }
  }
}
