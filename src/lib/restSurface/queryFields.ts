/**
 * Which fields a staff list may sort and filter by: those Postgres can answer from an index, so
 * that no sort or condition walks every row of a collection that holds 100,000 articles (sorting
 * by a body or filtering on a subtitle took 3–7 s there, and the connection with it). Pure: the
 * fields come from the collection's config (queryableFields), so every rule is unit-tested.
 */
import { RestQueryError } from './readLimits'

/** What one collection allows: the fields it may be sorted and filtered by, and its rich-text fields. */
export type QueryableFields = { allowed: ReadonlySet<string>; richText: ReadonlySet<string> }

/** Operators that search text; on a rich-text (JSON) column Postgres cannot run them at all. */
const TEXT_SEARCH = new Set(['like', 'contains', 'not_like'])

const list = (fields: ReadonlySet<string>) => [...fields].sort().join(', ')

/** The parts of a sort, e.g. `-publishDate`; a comma-separated sort (or a list) has several. */
function sortParts(sort: unknown): string[] {
  const parts = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []
  return parts
    .filter((part): part is string => typeof part === 'string')
    .map((part) => part.trim())
    .filter(Boolean)
}

const fieldOf = (part: string) => part.replace(/^-/, '')

/** The sort fields the collection refuses (empty when the sort is allowed). */
export function refusedSortFields(sort: unknown, fields: QueryableFields): string[] {
  return sortParts(sort)
    .map(fieldOf)
    .filter((field) => !fields.allowed.has(field))
}

/** The sort without its refused parts; `undefined` when none is left (the collection's default sort then). */
export function allowedSort(sort: unknown, fields: QueryableFields): string | undefined {
  const kept = sortParts(sort).filter((part) => fields.allowed.has(fieldOf(part)))
  return kept.length ? kept.join(',') : undefined
}

/** Throws RestQueryError naming the first sort field that is not allowed, and the allowed ones. */
export function checkSort(sort: unknown, fields: QueryableFields): void {
  const [refused] = refusedSortFields(sort, fields)
  if (refused)
    throw new RestQueryError(
      `Sorting by \`${refused}\` is not allowed: it has no index. Sort by one of: ${list(fields.allowed)}.`,
    )
}

/**
 * Throws RestQueryError for the first condition of a `where` (through its `and`/`or` nesting) on a
 * field that is not allowed; a text search on a rich-text field gets a message of its own.
 * Operators and the shape were already checked by boundedRead.
 */
export function checkWhere(where: unknown, fields: QueryableFields): void {
  if (!where || typeof where !== 'object') return
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
      for (const branch of branches) checkWhere(branch, fields)
      continue
    }
    if (fields.allowed.has(key)) continue
    const operators = value && typeof value === 'object' ? Object.keys(value) : []
    const search = operators.find((operator) => TEXT_SEARCH.has(operator))
    if (fields.richText.has(key) && search)
      throw new RestQueryError(
        `\`${key}\` is rich text: \`${search}\` cannot search it. Filter by one of: ${list(fields.allowed)}.`,
      )
    throw new RestQueryError(
      `Filtering by \`${key}\` is not allowed: it has no index. Filter by one of: ${list(fields.allowed)}.`,
    )
  }
}
