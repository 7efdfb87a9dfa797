/**
 * Everything Next, Payload and our code print to the console goes out as JSON lines of the site's
 * logger (with the id of the request it happened in, added by the logger); an error's stack goes
 * to the log (Next never puts it in a response in production), without a failed query's values.
 */
import { inspect } from 'node:util'

import type { Logger } from 'pino'

import { serializeError, withoutQueryParameters } from '../src/lib/log/logger'

const COLOURS = /\x1b\[[0-9;]*m/g

/**
 * What Next prints as an error while it answers the request 4xx: its image route given an address
 * that is no image (`/_next/image?url=/x`), or one the site itself refuses or does not have. The
 * visitor's mistake, logged as a warning.
 */
const CLIENT_FAULTS = [
  /^⨯ The requested resource isn't a valid image\b/,
  /^⨯ The requested resource ".*" has type/,
  /^⨯ internal image response failed for .* 4\d\d$/s,
  /^⨯ internal image response is empty for /,
]

export function routeConsoleTo(log: Logger): void {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const errors = args.filter((arg): arg is Error => arg instanceof Error)
      const text = args
        .filter((arg) => !(arg instanceof Error))
        .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 4, breakLength: Infinity })))
        .join(' ')
        .replace(COLOURS, '')
        .trim()
      const fields =
        errors.length === 1 ? { err: errors[0] } : errors.length ? { errors: errors.map(serializeError) } : {}
      const message = withoutQueryParameters(text || errors[0]?.message || '')
      const fault = level === 'error' && CLIENT_FAULTS.some((pattern) => pattern.test(message))
      log[fault ? 'warn' : level](fields, message)
    }
  console.debug = write('debug')
  console.log = write('info')
  console.info = write('info')
  console.warn = write('warn')
  console.error = write('error')
  // Node prints its own warnings (deprecations, listener leaks) to stderr as plain text; its
  // printer is the one 'warning' listener there is at start, replaced by a JSON line.
  process.removeAllListeners('warning')
  process.on('warning', (warning) => log.warn({ err: warning }, warning.message))
}
