import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { inject } from 'vitest'

/**
 * The whole test database as text, table by table and row by row, the way `pg_dump`'s data
 * section writes it (`COPY … TO STDOUT`). Not pg_dump itself: the embedded server is PostgreSQL 18
 * and Debian's archive (the only one this machine reaches) ships pg_dump 15, which refuses to dump
 * a newer server. Every table of every non-system schema is included, Payload's own ones too.
 */
export async function dumpDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    )
    const parts: string[] = []
    for (const { schema, name } of tables.rows) {
      const quoted = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`
      const rows = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${quoted} t`)
      parts.push(`-- ${schema}.${name}`, ...rows.rows.map((r) => r.row))
    }
    return parts.join('\n')
  } finally {
    await client.end()
  }
}

/** Every regular file under `dir`, recursively (nothing when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}

/** The files under `dir` whose bytes contain `needle` (UTF-8). */
export function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8')
  return filesUnder(dir).filter((file) => {
    try {
      return fs.readFileSync(file).includes(bytes)
    } catch {
      return false // a file removed while we looked (a temp upload, a WAL segment recycled)
    }
  })
}
