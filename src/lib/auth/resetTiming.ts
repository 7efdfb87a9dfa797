import { RESET_MIN_MS, sleep } from './loginThrottle'

type Handler<C> = (request: Request, context: C) => Promise<Response>

const isResetRequest = (request: Request) => new URL(request.url).pathname.endsWith('/users/forgot-password')

/**
 * Payload answers a reset request for an unknown email at once and one for a real account only
 * once its mail is handed over: the time would tell which emails have accounts. Every reset
 * request is answered no sooner than RESET_MIN_MS (its answer is the same either way).
 */
export function evenResetTime<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (!isResetRequest(request)) return handler(request, context)
    const started = Date.now()
    const response = await handler(request, context)
    await sleep(RESET_MIN_MS - (Date.now() - started))
    return response
  }
}
