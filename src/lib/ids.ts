/** The largest value of a Postgres `integer` column (32-bit): every document id (a serial) is at most this. */
export const MAX_INT32 = 2_147_483_647

/**
 * Whether a whole number can name a row: from `min` (1, or 0 where 0 means "all") to MAX_INT32. A
 * larger one names nothing, and handing it to the database would be an error (a 500), not a miss.
 */
export function isIdInRange(n: number, min = 1): boolean {
  return Number.isInteger(n) && n >= min && n <= MAX_INT32
}

/** An id from a path segment: 1 to 10 digits and in range (see isIdInRange); null otherwise. */
export function parseIdSegment(raw: string | null | undefined, min = 1): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const n = Number(raw)
  return isIdInRange(n, min) ? n : null
}
