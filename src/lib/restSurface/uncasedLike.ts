import { ilike, like, type SQL } from '@payloadcms/db-postgres/drizzle'

/**
 * Payload's `like` on Postgres is ILIKE, which lower-cases every title it tries (about 0.65 µs a
 * title: 65 ms to try the 100,000 titles of a locale, twice for a page and its count). A pattern
 * with no letter that has a case (Hangul, digits, punctuation: most Korean searches) matches the
 * same titles with LIKE, which compares bytes. `_` is left to ILIKE: lower-casing can change a
 * title's length in characters (`İ` is two in some collations), which `_` counts.
 */
// ASCII punctuation in ranges: ! to /, : to @, [ to ^, the backquote, { to ~ (so not `_`, 0x5F).
const UNCASED = /^[\p{Script=Hangul}0-9!-\x2F:-@\x5B-^\x60{-~]*$/u

/** Whether LIKE matches `pattern` exactly as ILIKE does (see UNCASED). */
export const isUncasedPattern = (pattern: string): boolean => UNCASED.test(pattern)

type Operand = Parameters<typeof ilike>[0]
type Operators = { like: (column: Operand, value: unknown) => SQL }

const isAdapter = (adapter: object): adapter is { operators: Operators } =>
  'operators' in adapter &&
  typeof adapter.operators === 'object' &&
  adapter.operators !== null &&
  'like' in adapter.operators

/** The adapter with `like` read as LIKE for a pattern without cased letters, ILIKE otherwise. */
export function withUncasedLike<A extends object>(adapter: A): A {
  if (!isAdapter(adapter)) return adapter
  const own = adapter.operators.like
  // A copy: Payload's operator map is one object shared by every adapter.
  adapter.operators = {
    ...adapter.operators,
    like: (column: Operand, value: unknown) =>
      typeof value === 'string' && isUncasedPattern(value) ? like(column, value) : own(column, value),
  }
  return adapter
}
