import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string }

const KEY = Symbol.for('corporate-site.request-context')

/**
 * The request a log line was written during. The web server starts each request in it
 * (server/requestLog.ts) and every logger adds its id (logger.ts): the server's and Payload's,
 * which live in two copies of this module (Next bundles its own), hence the one store on globalThis.
 */
export const requestContext: AsyncLocalStorage<RequestContext> = ((
  globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> }
)[KEY] ??= new AsyncLocalStorage<RequestContext>())
