import type {
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  Endpoint,
  PayloadRequest,
  SanitizedConfig,
} from 'payload'

import { closedToAnonymousRest } from './anonymous'
import { deletePreference, PREFERENCES } from './preferences'
import { boundedRead } from './readLimits'
import { answerClientFaults } from './restErrors'
import { endTimedRead, startTimedRead } from './statementTimeout'

const READS = new Set(['read', 'count', 'countVersions', 'readDistinct'])

/**
 * A staff REST read of its own (not one nested in another operation, which already has a
 * transaction: relationship population, the read after a write) within bounds and a statement time.
 */
const boundRestRead: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST' || !READS.has(operation) || req.transactionID) return args
  const bounded = boundedRead(args as Parameters<typeof boundedRead>[0])
  if (req.user) await startTimedRead(bounded, req)
  return bounded as typeof args
}

const endRestRead: CollectionAfterOperationHook = async ({ args, req, result }) => {
  await endTimedRead(args, req as PayloadRequest)
  return result
}

const noVersions = () => Response.json({ errors: [{ message: 'This keeps no versions.' }] }, { status: 404 })

/**
 * Payload serves `/versions` routes whether or not versions are kept (and answered them with a
 * 500). Kept as routes answering 404: removed, a collection's `/versions` would reach `/:id`.
 */
const withoutVersionRoutes = (endpoints: Endpoint[] | false) =>
  endpoints === false
    ? false
    : endpoints.map((endpoint) =>
        endpoint.path.startsWith('/versions') ? { ...endpoint, handler: noVersions } : endpoint,
      )

const noVerification = () =>
  Response.json({ errors: [{ message: 'Accounts here are not verified by email.' }] }, { status: 404 })

/**
 * Payload serves `/verify/:token` on every auth collection and looks the token up in a column that
 * exists only where email verification is on: elsewhere any token was a 500. Answered 404 there.
 */
const withoutVerifyRoute = (endpoints: Endpoint[] | false) =>
  endpoints === false
    ? false
    : endpoints.map((endpoint) =>
        endpoint.path === '/verify/:id' ? { ...endpoint, handler: noVerification } : endpoint,
      )

/**
 * Payload's REST surface as this site exposes it, applied to the built config so that every
 * collection and global is covered, Payload's own (locks, preferences, jobs) included:
 * - no anonymous REST reads (closedToAnonymousRest); the file routes stay public;
 * - staff REST reads bounded (readLimits) and their statements timed out (statementTimeout);
 * - `/versions` routes answer 404 where there are no versions, `/verify` where no email is
 *   verified (Payload answered them with a 500);
 * - collections without routes answer 404 (Payload: 501), and a preference can be deleted (preferences);
 * - client mistakes Payload lets through as 500s answered 400 (restErrors).
 */
export function guardRestSurface(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.access.read = closedToAnonymousRest(collection.access.read)
    collection.access.readVersions = closedToAnonymousRest(collection.access.readVersions)
    collection.hooks.beforeOperation = [...(collection.hooks.beforeOperation ?? []), boundRestRead]
    collection.hooks.afterOperation = [...(collection.hooks.afterOperation ?? []), endRestRead]
    if (!collection.versions) collection.endpoints = withoutVersionRoutes(collection.endpoints)
    if (collection.auth && !collection.auth.verify) collection.endpoints = withoutVerifyRoute(collection.endpoints)
    // No routes at all (the migrations): Payload answers 501 with the request's internal URL; none is a 404.
    if (collection.endpoints === false) collection.endpoints = []
    if (collection.slug === PREFERENCES)
      collection.endpoints = collection.endpoints.map((endpoint) =>
        endpoint.method === 'delete' && endpoint.path === '/:key'
          ? { ...endpoint, handler: deletePreference }
          : endpoint,
      )
  }
  for (const global of config.globals) {
    global.access.read = closedToAnonymousRest(global.access.read)
    global.access.readVersions = closedToAnonymousRest(global.access.readVersions)
    if (!global.versions) global.endpoints = withoutVersionRoutes(global.endpoints)
    if (global.endpoints === false) global.endpoints = []
  }
  config.hooks = { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), answerClientFaults] }
  return config
}
