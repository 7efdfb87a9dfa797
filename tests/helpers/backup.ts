import { spawn } from 'node:child_process'

import pg from 'pg'
import { inject } from 'vitest'

export type Run = { code: number; stdout: string; stderr: string }

/**
 * Runs `npm run <script> -- <args>` (backup, restore) as an operator would, with the given data
 * locations. NEXT_BUILD_DIR is required: restore empties that build's runtime cache, and the shared
 * `.next` serves the other test files' app meanwhile.
 */
export function npmRun(script: string, args: string[], env: Record<string, string> & { NEXT_BUILD_DIR: string }) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

/** The URL of database `name` on the test server. */
export const databaseUrl = (name: string) => {
  const url = new URL(inject('databaseUrl'))
  url.pathname = `/${name}`
  return url.toString()
}

export async function query<T extends Record<string, unknown>>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/** A new, empty database on the test server; its name. */
export async function createDatabase(label: string): Promise<string> {
  const name = `drill_${label}_${process.pid}_${Date.now()}`
  await query(inject('databaseUrl'), `CREATE DATABASE "${name}"`)
  return name
}

export const dropDatabase = (name: string) =>
  query(inject('databaseUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)

/** How many tables the database's public schema has: 0 for one nothing was restored into. */
export const publicTables = async (url: string) =>
  Number((await query<{ n: string }>(url, "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'"))[0]!.n)
