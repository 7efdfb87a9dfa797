import pg from 'pg'
import { inject } from 'vitest'

import { growCorpus, type CorpusSize } from '../../bench/corpus/generate'
import { sql } from './db'

const TABLES = {
  press_releases: 'press-releases',
  fact_checks: 'fact-checks',
  media_reports: 'media-reports',
  notices: 'notices',
} as const

/**
 * Grows the benchmark's corpus (written with SQL, as `npm run bench` writes it) on the shared
 * stack. Returns the ids each table had up to before, and what removes every row above them.
 */
export async function growTestCorpus(
  size: CorpusSize,
  seed: number,
): Promise<{ maxIds: Record<keyof typeof TABLES, number>; remove: () => Promise<void> }> {
  const maxIds = {} as Record<keyof typeof TABLES, number>
  for (const table of Object.keys(TABLES) as (keyof typeof TABLES)[])
    maxIds[table] = Number((await sql<{ max: number | null }>(`SELECT max(id) AS max FROM ${table}`))[0].max ?? 0)
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    await growCorpus(client, size, { seed, log: () => {} })
  } finally {
    await client.end()
  }
  const remove = async () => {
    for (const [table, collection] of Object.entries(TABLES) as [keyof typeof TABLES, string][]) {
      await sql(`DELETE FROM search_documents WHERE source = $1 AND doc_id > $2`, [collection, maxIds[table]])
      await sql(`DELETE FROM _${table}_v WHERE parent_id > $1`, [maxIds[table]])
      await sql(`DELETE FROM ${table} WHERE id > $1`, [maxIds[table]])
    }
  }
  return { maxIds, remove }
}
