/**
 * What a staff list asks of its titles, read from Payload's `where` and `sort`. Pure: the reads
 * that answer it from the title indexes are in indexedTitles.ts.
 */

/** Payload's `like` on Postgres: the value split at each space, every piece `ILIKE '%piece%'`. */
export type TitleWords = string[]

/**
 * The title searches a `where` requires of `key` (`title`, or `version.title` in a draft list):
 * any one of the returned groups (OR), all words of a group (AND). Every document the `where`
 * selects holds one group's words in its title, so reading only those documents changes nothing.
 * `null` when the `where` requires no title search: a condition beside an OR without one on each
 * branch, or a search of nothing but spaces.
 */
export function requiredTitleWords(where: unknown, key: string): TitleWords[] | null {
  if (!isObject(where)) return null
  // The entries of a `where` all hold (AND): any one that requires a search is enough.
  for (const [name, value] of Object.entries(where)) {
    if (name === 'and' && Array.isArray(value)) {
      for (const branch of value) {
        const found = requiredTitleWords(branch, key)
        if (found) return found
      }
    } else if (name === 'or' && Array.isArray(value)) {
      const groups: TitleWords[] = []
      let everyBranch = value.length > 0
      for (const branch of value) {
        const found = requiredTitleWords(branch, key)
        if (!found) everyBranch = false
        else groups.push(...found)
      }
      if (everyBranch) return groups
    } else if (name === key && isObject(value) && typeof value.like === 'string') {
      const words = value.like.split(' ').filter(Boolean)
      if (words.length) return [words]
    }
  }
  return null
}

/**
 * Whether a word's grams can be looked up: `%`, `_` and `\` are LIKE's wildcards and escape in
 * Payload's pattern (it passes them through), so a title may match without holding them.
 */
export const isLiteralWord = (word: string): boolean => !/[%_\\]/.test(word)

/**
 * Whether a title's grams alone say it holds the word: a word of one to three letters or digits is
 * one of the grams of every title that holds it, and of no other (no LIKE wildcard, no space).
 */
export const isGramWord = (word: string): boolean => /^[\p{L}\p{N}]{1,3}$/u.test(word)

/**
 * Whether the `where` is a title search and nothing else (each condition a `like` on `key`), so
 * that the rows it selects are exactly those the title indexes find.
 */
export function isOnlyTitleSearch(where: unknown, key: string): boolean {
  if (!isObject(where)) return false
  const entries = Object.entries(where)
  return (
    entries.length > 0 &&
    entries.every(([name, value]) =>
      name === 'and' || name === 'or'
        ? Array.isArray(value) && value.length > 0 && value.every((branch) => isOnlyTitleSearch(branch, key))
        : name === key && isObject(value) && Object.keys(value).length === 1 && typeof value.like === 'string',
    )
  )
}

/** The direction a list is sorted by `key` alone (`title` or `-title`), or `null` for any other sort. */
export function titleSortDirection(sort: unknown, key: string): 'asc' | 'desc' | null {
  const only = Array.isArray(sort) ? (sort.length === 1 ? sort[0] : undefined) : sort
  if (only === key) return 'asc'
  if (only === `-${key}`) return 'desc'
  return null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
