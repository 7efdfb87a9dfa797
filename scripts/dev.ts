/** `npm run dev`: the same database logic as `npm start`, with the Next dev server. */
import { devAccounts } from '../seed/devAccounts'
import { announce, preflight, prepare, serve, startChild } from './lib/launch'

const port = await preflight()
const { db, env } = await prepare()
serve(startChild('next', ['dev', '-p', String(port)], { ...env, NODE_ENV: 'development' }), db)
await announce(port, devAccounts)
