/**
 * What a staff member may ask of Payload's REST reads. Anonymous visitors get no REST reads at all
 * (closedToAnonymousRest); these bounds keep one logged-in request from holding a database
 * connection for minutes (`limit=0` read 100,044 rows, 30 OR-ed `like` clauses took 28 s).
 * Pure: no Payload, no database, so every rule is unit-tested.
 */

/** The most documents one REST read returns; `limit=0` and `pagination=false` get this many, paged. */
export const MAX_LIMIT = 100
/** The most field conditions one `where` may hold, however they are nested in `and`/`or`. */
export const MAX_WHERE_CONDITIONS = 20

/** Operators of point fields: this project has none, and on other fields Payload crashes on them. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const OPERATORS = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
])

/** Operators whose operand is a piece of text to look for. */
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

export type ReadArgs = { limit?: unknown; page?: unknown; pagination?: unknown; where?: unknown }

/** Thrown for a query the REST API refuses; answered 400 with its message. */
export class RestQueryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestQueryError'
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The read's arguments within bounds: `limit` at most MAX_LIMIT (0, absent pagination or more
 * become MAX_LIMIT with pagination on, so the answer says there is more), a page Postgres can
 * offset to, and a `where` of known operators and at most MAX_WHERE_CONDITIONS conditions.
 * Throws RestQueryError for what cannot be read at all.
 */
export function boundedRead<A extends ReadArgs>(args: A): A {
  const bounded: A = { ...args, pagination: true }
  if (args.limit !== undefined) {
    const limit = Number(args.limit)
    if (!Number.isInteger(limit) || limit < 0) throw new RestQueryError('`limit` must be a whole number, 0 or more.')
    bounded.limit = limit === 0 ? MAX_LIMIT : Math.min(limit, MAX_LIMIT)
  }
  if (args.pagination === false) bounded.limit = MAX_LIMIT
  if (args.page !== undefined) {
    const page = Number(args.page)
    // Safe integers only: above 2^53 a page number is no longer exact, and its offset overflows.
    if (!Number.isSafeInteger(page) || page < 1)
      throw new RestQueryError(`\`page\` must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}.`)
    bounded.page = page
  }
  if (args.where !== undefined) {
    if (!isPlainObject(args.where)) throw new RestQueryError('`where` must be an object of conditions.')
    const conditions = countConditions(args.where)
    if (conditions > MAX_WHERE_CONDITIONS)
      throw new RestQueryError(`\`where\` holds ${conditions} conditions; at most ${MAX_WHERE_CONDITIONS} are allowed.`)
  }
  return bounded
}

/** The field conditions of a `where`, counted through its `and`/`or` nesting; unknown operators are refused. */
export function countConditions(where: Record<string, unknown>): number {
  let count = 0
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : undefined
      if (!branches) throw new RestQueryError(`\`where.${key}\` must be a list of conditions.`)
      for (const branch of branches) {
        if (!isPlainObject(branch)) throw new RestQueryError(`\`where.${key}\` must be a list of conditions.`)
        count += countConditions(branch)
      }
      continue
    }
    if (!isPlainObject(value)) throw new RestQueryError(`\`where.${key}\` must name an operator, e.g. [equals].`)
    for (const operator of Object.keys(value)) {
      if (GEO_OPERATORS.has(operator))
        throw new RestQueryError(`\`${operator}\` applies only to point fields; there are none.`)
      if (!OPERATORS.has(operator)) throw new RestQueryError(`\`${operator}\` is not a query operator.`)
      // Payload splits a text search at its spaces: a list or an object there was a 500.
      if (TEXT_OPERATORS.has(operator) && typeof (value as Record<string, unknown>)[operator] !== 'string')
        throw new RestQueryError(`\`where.${key}[${operator}]\` must be text.`)
      count += 1
    }
  }
  return count
}
