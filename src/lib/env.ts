/**
 * Runtime environment, read at call time (never inlined by the bundler).
 *
 * `next start` always runs with NODE_ENV=production, even for a newcomer's local `npm start`,
 * so "production" is decided by APP_ENV when the launcher set it, and by NODE_ENV otherwise
 * (a bare `next start` in a container is treated as production).
 */
export function isProduction(): boolean {
  const appEnv = process.env.APP_ENV
  if (appEnv) return appEnv === 'production'
  return process.env.NODE_ENV === 'production'
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

const DEV_SECRET = 'dev-only-secret-never-used-in-production'

/** The Payload secret: required in production, a fixed dev value elsewhere. */
export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (isProduction()) {
    throw new ConfigError(
      'PAYLOAD_SECRET is not set. In production the app refuses to start without it: ' +
        'set PAYLOAD_SECRET to a long random string (for example `openssl rand -hex 32`).',
    )
  }
  return DEV_SECRET
}

/** The `application_name` of the app's database sessions. */
export const DATABASE_APPLICATION_NAME = 'corporate-site'

/** The Postgres connection string; the launcher sets it for the embedded database. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL
  if (url) return url
  throw new ConfigError(
    'DATABASE_URL is not set. Start the app with `npm start` or `npm run dev` (they start an ' +
      'embedded PostgreSQL), or set DATABASE_URL=postgres://user:pass@host:5432/db.',
  )
}

/**
 * DATABASE_REPLICA_URLS: comma-separated Postgres URLs of read replicas (streaming standbys of
 * DATABASE_URL's server). Empty when unset: everything reads the primary, as without replicas.
 */
export function databaseReplicaUrls(): string[] {
  const urls = (process.env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  for (const url of urls) {
    let protocol = ''
    try {
      protocol = new URL(url).protocol
    } catch {
      // reported below
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:')
      throw new ConfigError(
        'DATABASE_REPLICA_URLS must be Postgres URLs separated by commas ' +
          '(postgres://user:pass@replica-host:5432/db,…); one of them is not.',
      )
  }
  return urls
}
