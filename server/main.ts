/**
 * The production server: Next.js through its documented custom-server API, with two layers around
 * it that Next cannot give a static page (issue 12): gzip, and the security headers with a
 * Content-Security-Policy that allows exactly the inline scripts of the document being sent
 * (`secureResponse.ts` says why it is done here). Everything else is `next start`'s: the same
 * build, routes, proxy, caches and `-p <port>` / `-H <hostname>` / PORT.
 *
 * next.config sets `compress: false`: compressing here, after the policy has read the document,
 * is what lets the document be read at all.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import compression from 'compression'
import next from 'next'

import { allowReadReplicas, carriesStaffCredential, readFromPrimary } from '../src/lib/db/readRouting'
import { servesHttps } from '../src/lib/security/headers'
import { renderHeadAsGet } from './headRequests'
import { secureResponse } from './secureResponse'

// As `next start` does: a production server runs a production build, whatever the shell says.
Object.assign(process.env, { NODE_ENV: 'production' })

const option = (flag: string) => {
  const at = process.argv.indexOf(flag)
  return at >= 0 ? process.argv[at + 1] : undefined
}
const port = Number(option('-p') ?? process.env.PORT ?? 3000)
const hostname = option('-H')

// Where this process's own writes outside a request (the job queue's scheduled publishing) send
// their cache expiries (src/lib/cache/internalRevalidation.ts).
process.env.SITE_INTERNAL_URL ??= `http://${!hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`

// The web server is the one process whose public reads may go to read replicas
// (DATABASE_REPLICA_URLS); set before Next loads the Payload config, which reads it.
allowReadReplicas()

const app = next({ dev: false, dir: process.cwd(), port, hostname })
const handle = app.getRequestHandler()
// compression runs on Node's own request and response (it reads headers and wraps write/end);
// its types name Express's, which add nothing it uses.
const compress = compression() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const https = servesHttps()

await app.prepare()

const server = http.createServer((req, res) => {
  renderHeadAsGet(req)
  compress(req, res, () => {
    secureResponse(req, res, { https })
    // Next answers its own errors; should its handler still reject, this request fails, not the process.
    const serve = () =>
      handle(req, res).catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    // Staff (a session cookie or an Authorization header) read the primary, so they see their own
    // writes at once on every instance; visitors read the replicas (src/lib/db/readRouting.ts).
    void (carriesStaffCredential(req.headers) ? readFromPrimary(serve) : serve())
  })
})

server.once('error', (error) => {
  console.error(error)
  process.exit(1)
})
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`))

const stop = () => {
  server.close(() => process.exit(0))
  // Keep-alive sockets would hold close() open: idle ones go now, busy ones get a few seconds.
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
