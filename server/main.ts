/**
 * The production server: Next.js through its documented custom-server API, with two layers around
 * it that Next cannot give a static page: gzip, and the security headers with a
 * Content-Security-Policy that allows exactly the inline scripts of the document being sent
 * (`secureResponse.ts` says why it is done here). Everything else is `next start`'s: the same
 * build, routes, proxy, caches and `-p <port>` / `-H <hostname>` / PORT.
 *
 * next.config sets `compress: false`: compressing here, after the policy has read the document,
 * is what lets the document be read at all.
 *
 * The client's address is the connection's unless TRUST_PROXY names proxies in front
 * (clientAddress.ts): a forged X-Forwarded-For never makes a client someone new.
 *
 * Operations: `/healthz` and `/readyz` are answered here (health.ts), every request
 * is logged as one JSON line with its id (requestLog.ts, console.ts), and SIGTERM drains: no new
 * connections, requests in flight finish (SHUTDOWN_TIMEOUT_MS, default 10000), then the database
 * pools close and the process exits.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'

import compression from 'compression'
import next from 'next'

import { allowReadReplicas, carriesStaffCredential, readFromPrimary } from '../src/lib/db/readRouting'
import { drain, finishPendingWork, runShutdownHooks } from '../src/lib/lifecycle/shutdown'
import { createLogger } from '../src/lib/log/logger'
import { servesHttps } from '../src/lib/security/headers'
import { routeConsoleTo } from './console'
import { acceptAbsoluteForm } from './absoluteForm'
import { resolveClientAddress } from './clientAddress'
import { scopeCacheToDatabase } from './databaseCache'
import { renderHeadAsGet } from './headRequests'
import { health } from './health'
import { malformedRequest } from './malformedRequest'
import { refuseConnect, refuseUnparsable, sendRefusal } from './refusal'
import { requestLogger } from './requestLog'
import { buildRoutePatterns } from './routePatterns'
import { secureResponse } from './secureResponse'
import { refuseThrottledSignIn, signsIn } from './signInRefusal'

// As `next start` does: a production server runs a production build, whatever the shell says.
Object.assign(process.env, { NODE_ENV: 'production' })

const option = (flag: string) => {
  const at = process.argv.indexOf(flag)
  return at >= 0 ? process.argv[at + 1] : undefined
}
const port = Number(option('-p') ?? process.env.PORT ?? 3000)
const hostname = option('-H')

const log = createLogger('web')
routeConsoleTo(log)
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000

// Where this process's own writes outside a request (the job queue's scheduled publishing) send
// their cache expiries (src/lib/cache/internalRevalidation.ts).
process.env.SITE_INTERNAL_URL ??= `http://${!hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`

// The web server is the one process whose public reads may go to read replicas
// (DATABASE_REPLICA_URLS); set before Next loads the Payload config, which reads it.
allowReadReplicas()

// The data cache's keys name the database, and caches written for another one are emptied.
const cache = await scopeCacheToDatabase(process.env.DATABASE_URL)
process.env.DATA_CACHE_SCOPE = cache.scope
if (cache.cleared.length) log.info({ cleared: cache.cleared }, "Next's cache was written for another database: emptied")

const app = next({ dev: false, dir: process.cwd(), port, hostname })
const handle = app.getRequestHandler()
// compression runs on Node's own request and response (it reads headers and wraps write/end);
// its types name Express's, which add nothing it uses.
const compress = compression() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
const https = servesHttps()

await app.prepare()

const probes = health(log)
const logRequest = requestLogger(log, buildRoutePatterns())
const inFlight = new Set<ServerResponse>()
let stopping = false

const server = http.createServer((req, res) => {
  acceptAbsoluteForm(req)
  // Every per-client limit keys on this: the connection, or what a trusted proxy saw (TRUST_PROXY).
  resolveClientAddress(req)
  inFlight.add(res)
  res.once('close', () => inFlight.delete(res))
  // A keep-alive connection must not outlive the drain: its next request would find no server.
  if (stopping) res.setHeader('Connection', 'close')
  logRequest(req, res, () => {
    // A refused request is refused on every path, the probes' included (serveSite refuses it).
    if (malformedRequest(req.method, req.url) || !probes.handle(req, res)) serveSite(req, res)
  })
})

function serveSite(req: IncomingMessage, res: ServerResponse) {
  renderHeadAsGet(req)
  compress(req, res, () => {
    secureResponse(req, res, { https })
    // What no route can answer (a method none serves, a path that is not UTF-8) is refused here:
    // Next threw on it and the visitor got a 500 (malformedRequest.ts).
    const refusal = malformedRequest(req.method, req.url)
    if (refusal) return sendRefusal(res, { ...refusal, target: req.url, headers: req.headers })
    // Next answers its own errors; should its handler still reject, this request fails, not the process.
    const serve = () =>
      handle(req, res).catch((error: unknown) => {
        log.error({ err: error }, 'request failed')
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    // Staff (a session cookie or an Authorization header) read the primary, so they see their own
    // writes at once on every instance; visitors read the replicas (src/lib/db/readRouting.ts).
    const route = () => (carriesStaffCredential(req.headers) ? readFromPrimary(serve) : serve())
    // A client past its sign-in limit is refused before Next (signInRefusal.ts).
    if (!signsIn(req)) return void route()
    void refuseThrottledSignIn(req, res).then(
      (answered) => void (answered || route()),
      () => void route(),
    )
  })
}

// CONNECT asks for a tunnel, which Node hands to a listener of its own (without one it dropped
// the connection unanswered); a request Node cannot parse gets a short answer, not a bare one.
server.on('connect', refuseConnect)
server.on('clientError', refuseUnparsable)

server.once('error', (error) => {
  log.fatal({ err: error }, 'the server could not start')
  log.flush()
  process.exit(1)
})
server.listen(port, hostname, () => log.info({ port }, `Ready on http://${hostname ?? 'localhost'}:${port}`))

let exiting = false
let stopDeadline = 0
async function exit(code: number) {
  if (exiting) return
  exiting = true
  await probes.close().catch(() => {})
  // Work a request left running after its answer (Next's after()) starts once that answer is
  // gone: a moment for the last of it to begin, then the rest of the shutdown budget to finish.
  await new Promise((resolve) => setTimeout(resolve, 100))
  const left = await finishPendingWork(Math.max(500, stopDeadline - Date.now()))
  if (left) log.warn({ left }, 'stopping before work started by requests finished')
  const unfinished = await runShutdownHooks(2_000)
  if (unfinished.length) log.warn({ unfinished }, 'shutdown hooks did not finish')
  log.info({ code }, 'stopped')
  log.flush(() => process.exit(code))
  setTimeout(() => process.exit(code), 500).unref()
}

/**
 * SIGTERM (an orchestrator, the launcher, `kill`): stop taking connections, let the requests in
 * flight finish within SHUTDOWN_TIMEOUT_MS, close the database pools, exit. A second signal
 * (a process group's stop reaches the launcher and the server alike) changes nothing.
 */
/** What is in flight, as an operator reads it: each request's method and path (no query: it can hold tokens). */
const inFlightRequests = () => [...inFlight].map((res) => `${res.req.method} ${(res.req.url ?? '').split('?')[0]}`)

function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  stopDeadline = Date.now() + shutdownTimeoutMs
  probes.stopping()
  log.info(
    { signal, inFlight: inFlight.size, requests: inFlightRequests() },
    'stopping: finishing the requests in flight',
  )
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
  drain()
  const cutShort = setTimeout(() => {
    log.warn(
      { inFlight: inFlight.size, requests: inFlightRequests(), waitedMs: shutdownTimeoutMs },
      'stopping with requests still in flight',
    )
    server.closeAllConnections()
    void exit(1)
  }, shutdownTimeoutMs)
  cutShort.unref()
  server.close(() => {
    clearTimeout(cutShort)
    void exit(0)
  })
  server.closeIdleConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
