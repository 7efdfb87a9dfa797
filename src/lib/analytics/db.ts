/** What the analytics code needs of a database: node-postgres' `query` (Payload's pool, or a client in tests). */
export type Queryable = {
  query: <R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: R[]; rowCount: number | null }>
}

/** The Seoul calendar day of an instant, as SQL computes it everywhere here (YYYY-MM-DD). */
export const SEOUL_DAY_SQL = (column: string) => `(${column} AT TIME ZONE 'Asia/Seoul')::date`
