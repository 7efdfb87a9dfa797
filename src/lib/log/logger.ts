import { destination, pino, stdSerializers, type Logger, type LevelWithSilent } from 'pino'

import { requestContext } from './requestContext'

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** LOG_LEVEL (fatal, error, warn, info, debug, trace, silent); `info` when unset or unknown. */
export function logLevel(env: Record<string, string | undefined> = process.env): LevelWithSilent {
  const wanted = (env.LOG_LEVEL ?? '').trim().toLowerCase()
  return (LEVELS as readonly string[]).includes(wanted) ? (wanted as LevelWithSilent) : 'info'
}

/**
 * Fields that may carry what a visitor typed or who they are; censored wherever they appear in a
 * logged object (a reporter's identity must never reach a log file, whoever reads it).
 */
const PERSONAL = ['email', 'phone', 'password', 'body', 'ip', 'cookie', 'authorization', 'params']
const REDACT = [...PERSONAL, ...PERSONAL.map((key) => `*.${key}`), 'req.headers', 'headers']

/**
 * A database error's message (and its stack, which repeats it) quotes the failed query's
 * parameters: for a form they are what the visitor sent. Only the query's shape is kept.
 */
export const withoutQueryParameters = (text: string): string =>
  text.replace(/(\n\s*params: )[\s\S]*?(?=\n\s+at |$)/g, '$1[redacted]')

type SerializedError = ReturnType<typeof stdSerializers.err> & { params?: unknown; detail?: unknown; cause?: unknown }

/**
 * An error as a log field, without what a failed query was given: drizzle's query errors carry
 * the values in `params` (and in their message), Postgres's own in `detail` ("Key (email)=(…)"),
 * a cause repeats them, and so can the errors an AggregateError holds.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const serialized = stdSerializers.err(error) as SerializedError
  const clean = (entry: SerializedError) => {
    delete entry.params
    delete entry.detail
    entry.message = withoutQueryParameters(entry.message)
    if (entry.stack) entry.stack = withoutQueryParameters(entry.stack)
    if (entry.cause && typeof entry.cause === 'object') clean(entry.cause as SerializedError)
    for (const inner of (entry.aggregateErrors ?? []) as SerializedError[]) clean(inner)
  }
  clean(serialized)
  return serialized
}

const DESTINATION = Symbol.for('corporate-site.log-destination')

/**
 * One stream to standard output for every logger in the process (the server's and Payload's): two
 * buffered writers of their own could interleave the halves of a long line.
 */
function sharedStdout() {
  const holder = globalThis as typeof globalThis & { [DESTINATION]?: ReturnType<typeof destination> }
  return (holder[DESTINATION] ??= destination({ dest: 1, sync: false }))
}

/**
 * The site's logger: one JSON line per event on standard output, at LOG_LEVEL, with ISO times and
 * level names (what log shippers read). Payload logs through it too (payload.config.ts), and the
 * web server writes its request lines and everything printed to the console through it.
 */
export function createLogger(
  name: string,
  env: Record<string, string | undefined> = process.env,
  {
    clientFault,
    destination: out,
  }: { clientFault?: (error: unknown) => boolean; destination?: NodeJS.WritableStream } = {},
): Logger {
  return pino(
    {
      name,
      // An error that is the client's mistake (a refused read, a body that is not a form) is an
      // ordinary event of a public server: a line at info, never an alert of the operators.
      ...(clientFault && {
        hooks: {
          logMethod(args, method, level) {
            const error = (args[0] as { err?: unknown } | undefined)?.err
            if (level < 50 || !error || !clientFault(error)) return method.apply(this, args)
            return this.info({ clientFault: true }, error instanceof Error ? error.message : String(error))
          },
        },
      }),
      level: logLevel(env),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT, censor: '[redacted]' },
      // Every line written during a request names it, Payload's included.
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId
        return requestId ? { requestId } : {}
      },
    },
    out ?? sharedStdout(),
  )
}
