import type { Where } from 'payload'

/**
 * What a staff list asks of its titles, read from Payload's `where` and `sort`. Pure: the reads
 * that answer it from the title indexes are in indexedTitles.ts.
 */

/** Payload's `like` on Postgres: the value split at each space, every piece `ILIKE '%piece%'`. */
export type TitleWords = string[]

/** The words of a `like` value, as Payload splits it. */
const likeWords = (like: string): TitleWords => like.split(' ').filter(Boolean)

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
      const words = likeWords(value.like)
      if (words.length) return [words]
    }
  }
  return null
}

/**
 * The runs of characters a title must hold for Payload's pattern of `word` (`%word%`) to match it:
 * the pattern read as LIKE reads it, `%` and `_` ending a run, `\` making the next character
 * literal. A word ending in `\` escapes the pattern's closing `%`, which is then a literal one.
 * No run: the word matches any title long enough (`%`, `__`).
 */
export function literalRuns(word: string): string[] {
  const pattern = Array.from(`%${word}%`)
  const runs: string[] = []
  let run = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === '\\' && i + 1 < pattern.length) run += pattern[++i]
    else if (char === '%' || char === '_') {
      if (run) runs.push(run)
      run = ''
    } else run += char
  }
  if (run) runs.push(run)
  return runs
}

/**
 * The `where` with each title `like` of wildcards alone (`%`, `__`: every word without a literal
 * run) made a condition every row meets, and the title length those need (a `_` is one character,
 * the longest word counts). Exact when every row has a title at least that long, which the caller
 * checks: such a search matches every row, and Payload, matching it on every locale row, took
 * 200–370 ms at 100,000 press releases. `null` when the `where` has no such search.
 */
export function withoutWildcardSearches(where: unknown, key: string): { where: Where; minLength: number } | null {
  let minLength = -1
  /** Whether a condition on `key` is such a search, noting the length it needs. */
  const matchesAll = (name: string, value: unknown) => {
    if (name !== key || !isObject(value) || Object.keys(value).length !== 1 || typeof value.like !== 'string')
      return false
    const words = likeWords(value.like)
    if (!words.length || words.some((word) => literalRuns(word).length > 0)) return false
    minLength = Math.max(minLength, ...words.map((word) => word.replaceAll('%', '').length))
    return true
  }
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!isObject(node)) return node
    const kept = Object.entries(node)
      .filter(([name, value]) => !matchesAll(name, value))
      .map(([name, value]) => [name, name === 'and' || name === 'or' ? visit(value) : value])
    // A condition every row meets is dropped; a branch left with none is one every row meets.
    return kept.length ? Object.fromEntries(kept) : { id: { exists: true } }
  }
  const rewritten = visit(where) as Where
  return minLength < 0 ? null : { where: rewritten, minLength }
}

/**
 * Whether a title's grams alone say it holds the word: a word of one to three letters or digits is
 * one of the grams of every title that holds it, and of no other (no LIKE wildcard, no space).
 */
export const isGramWord = (word: string): boolean => /^[\p{L}\p{N}]{1,3}$/u.test(word)

/** At most this many groups are spelled out for an AND of ORs (a product); more reads no index. */
const MAX_EXACT_GROUPS = 64

/**
 * The rows a `where` selects when it is a title search and nothing else (each condition a `like`
 * on `key`), spelled as groups as requiredTitleWords spells them: any one group (OR), all words of
 * a group (AND). An AND of searches joins their words (`a` and `b` is the group `a b`), so the
 * count of the groups is the count of the `where`. `null` for any other `where`.
 */
export function exactTitleWords(where: unknown, key: string): TitleWords[] | null {
  if (!isObject(where)) return null
  const entries = Object.entries(where)
  if (!entries.length) return null
  // The entries of a `where` all hold (AND).
  const found = entries.map(([name, value]) => exactEntry(name, value, key))
  return found.every(isGroups) ? product(found) : null
}

/** The groups of an AND of searches (each given as its groups): one group per choice of one in each. */
function product(searches: TitleWords[][]): TitleWords[] | null {
  let groups: TitleWords[] = [[]]
  for (const found of searches) {
    groups = groups.flatMap((words) => found.map((more) => [...words, ...more]))
    if (groups.length > MAX_EXACT_GROUPS) return null
  }
  return groups
}

const isGroups = (groups: TitleWords[] | null): groups is TitleWords[] => groups !== null

/** The groups of one entry of a `where` (see exactTitleWords), or `null`. */
function exactEntry(name: string, value: unknown, key: string): TitleWords[] | null {
  if (name === 'and' || name === 'or') {
    if (!Array.isArray(value) || !value.length) return null
    const found = value.map((branch) => exactTitleWords(branch, key))
    if (!found.every(isGroups)) return null
    return name === 'or' ? found.flat() : product(found)
  }
  if (name !== key || !isObject(value) || Object.keys(value).length !== 1 || typeof value.like !== 'string') return null
  const words = likeWords(value.like)
  return words.length ? [words] : null
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
