/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, first-run seed, a build when
 * there is none or the sources changed, then the server (server/main.ts: Next.js with compression and
 * the security headers) on PORT (default 3000).
 */
import { devAccounts } from '../seed/devAccounts'
import { isProduction } from '../src/lib/env'
import { buildIsStale } from '../tooling/buildState'
import { announce, fail, log, preflight, prepare, serve, startChild } from './lib/launch'
import { serverCommand } from '../tooling/appServer'
import { runChild } from '../tooling/process'

const port = await preflight()
const { db, env } = await prepare()

if (buildIsStale()) {
  log('Building the site (first start or changed sources; this takes a few minutes)…')
  const code = await runChild('next', ['build'], env)
  if (code !== 0) {
    await db.stop()
    fail('The build failed (see above).')
  }
}

serve(startChild(...serverCommand(port), env), db)
await announce(port, isProduction() ? [] : devAccounts)
