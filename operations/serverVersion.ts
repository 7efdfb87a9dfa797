import { execFileSync } from 'node:child_process'

import pg from 'pg'

import { embeddedBinary } from '../src/lib/db/embeddedBinaries'
import { majorOf } from './pgTools'

/** The server's major version, asked of the server itself (`server_version_num` 180004 → 18). */
export async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
    )
    return { major: Math.floor(Number(rows[0]!.num) / 10_000), version: rows[0]!.version }
  } finally {
    await client.end()
  }
}

/** The embedded Postgres's major version, read from its binary without starting it. */
export function embeddedMajor(): number | undefined {
  try {
    const line = execFileSync(embeddedBinary('postgres'), ['--version'], { encoding: 'utf8' })
    return majorOf(line)
  } catch {
    return undefined
  }
}
