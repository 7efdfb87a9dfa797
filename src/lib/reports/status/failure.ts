import { isDatabaseUnavailable } from '../../http/errors'
import { fromRequestError, StatusError } from './errors'

/**
 * Any error of a status request as the answer to give. Nothing the reporter sent reaches the log:
 * an unexpected error is logged by its name and code only (a database error's message can quote
 * the query's parameters, and those are a case number and ciphertext at best).
 */
export function asStatusError(error: unknown): StatusError {
  const known = fromRequestError(error)
  if (known) return known
  if (isDatabaseUnavailable(error)) return new StatusError('unavailable')
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
  console.error('[reports/status] unexpected failure', {
    name: String(name ?? typeof error),
    code: typeof code === 'string' ? code : undefined,
  })
  return new StatusError('unexpected')
}
