/**
 * One JSON line per request: time, method, route pattern, status, duration and a request id, which
 * the response carries as `X-Request-Id` (a visitor quoting it lets staff find the line). Never the
 * query string, the address, a header or the body: what a visitor or a reporter sends is theirs.
 * Health probes log at `debug`, so a balancer asking every few seconds does not drown the rest.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { requestContext } from '../src/lib/log/requestContext'
import { trustedProxies } from '../src/lib/guards/config'
import { HEALTH_PATH, READY_PATH } from './health'
import { statusSent } from './sentStatus'

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/** A proxy's id (nginx's `$request_id`) when the app sits behind one it trusts; a new one otherwise. */
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return trustedProxies() > 0 && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

export function requestLogger(log: Logger, routeOf: (pathname: string) => string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const requestId = requestIdOf(req)
    res.setHeader('X-Request-Id', requestId)
    const started = process.hrtime.bigint()
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    res.once('close', () => {
      const probe = pathname === HEALTH_PATH || pathname === READY_PATH
      const line = {
        requestId,
        method: req.method,
        route: probe ? pathname : routeOf(pathname),
        status: statusSent(res),
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        // The visitor left before the answer was complete (the status is what was meant to be sent).
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      if (probe) log.debug(line, 'request')
      else log.info(line, 'request')
    })
    // Every line written while this request is served carries its id (src/lib/log/logger.ts).
    requestContext.run({ requestId }, next)
  }
}
