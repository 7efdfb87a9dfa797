import { pino, stdSerializers, type Logger, type LevelWithSilent } from 'pino'

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
const PERSONAL = ['email', 'phone', 'password', 'body', 'ip', 'cookie', 'authorization']
const REDACT = [...PERSONAL, ...PERSONAL.map((key) => `*.${key}`), 'req.headers', 'headers']

/**
 * A database error's message (and its stack, which repeats it) quotes the failed query's
 * parameters: for a form they are what the visitor sent. Only the query's shape is kept.
 */
export const withoutQueryParameters = (text: string): string =>
  text.replace(/(\n\s*params: )[\s\S]*?(?=\n\s+at |$)/g, '$1[redacted]')

function serializeError(error: unknown) {
  if (!(error instanceof Error)) return error
  const serialized = stdSerializers.err(error)
  serialized.message = withoutQueryParameters(serialized.message)
  if (serialized.stack) serialized.stack = withoutQueryParameters(serialized.stack)
  return serialized
}

/**
 * The site's logger: one JSON line per event on standard output, at LOG_LEVEL, with ISO times and
 * level names (what log shippers read). Payload logs through it too (payload.config.ts), and the
 * web server writes its request lines and everything printed to the console through it.
 */
export function createLogger(name: string, env: Record<string, string | undefined> = process.env): Logger {
  return pino({
    name,
    level: logLevel(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACT, censor: '[redacted]' },
  })
}
