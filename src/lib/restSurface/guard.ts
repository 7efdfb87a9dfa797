import {
  QueryError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { closedToAnonymousRest } from './anonymous'
import { withIndexedTitles } from './indexedTitles'
import { withEmptyPagesPastTheEnd } from './pastLastPage'
import { withPlainCounts } from './plainCounts'
import { deletePreference, PREFERENCES } from './preferences'
import { hideUnqueryableFilters, pickerFilterFields, queryableFields, versionFields } from './queryableFields'
import { allowedSort, checkSort, checkWhere, type QueryableFields, refusedSortFields } from './queryFields'
import { boundedRead, RestQueryError } from './readLimits'
import { answerClientFaults } from './restErrors'
import { endTimedRead, startTimedRead } from './statementTimeout'
import { withUncasedLike } from './uncasedLike'

const READS = new Set(['read', 'count', 'countVersions', 'readDistinct'])

type Read = { includeLockStatus?: unknown; sort?: unknown; where?: unknown }

/**
 * A staff REST read of its own (not one nested in another operation, which already has a
 * transaction: relationship population, the read after a write) within bounds and a statement
 * time, sorted and filtered only by indexed fields (queryFields; `null` for Payload's own
 * collections, which the admin queries by their relationships). The admin's list view reads
 * through the Local API and is held to the same fields (adminListRead).
 */
const boundRead = (documents: QueryableFields | null): CollectionBeforeOperationHook => {
  const versions = documents && versionFields(documents)
  return async ({ args, operation, req }) => {
    if (!READS.has(operation) || req.transactionID) return args
    const read = args as Read
    if (req.payloadAPI !== 'REST')
      return documents && isAdminList(read, req) ? (adminListRead(read, documents) as typeof args) : args
    // Payload names a read of versions `read` too: its route tells it apart.
    const fields = operation === 'countVersions' || VERSIONS_ROUTE.test(req.pathname ?? '') ? versions : documents
    const bounded = boundedRead(args as Parameters<typeof boundedRead>[0])
    // Only staff are told which fields a list may use: anyone else is refused by access anyway,
    // and the refusal must not describe the collection (its indexed fields) to a stranger.
    if (fields && req.user) {
      checkSort((bounded as Read).sort, fields)
      checkWhere(bounded.where, fields)
    }
    if (req.user) await startTimedRead(bounded, req)
    return bounded as typeof args
  }
}

const VERSIONS_ROUTE = /\/versions(\/|$)/

/** The admin's list view is the one Local API read that asks for lock status, on a staff member's behalf. */
const isAdminList = (args: Read, req: PayloadRequest) => Boolean(req.user) && args.includeLockStatus === true

/**
 * The list view keeps its sort in the staff member's preferences: a refused sort answered with an
 * error would break the list for them until they found the preference. The list falls back to the
 * collection's default sort instead. A refused filter shows no rows, as Payload's own QueryError
 * does for a field the user may not read.
 */
function adminListRead<A extends Read>(args: A, fields: QueryableFields): A {
  try {
    checkWhere(args.where, fields)
  } catch (error) {
    if (error instanceof RestQueryError) throw new QueryError([{ path: error.message }])
    throw error
  }
  if (!refusedSortFields(args.sort, fields).length) return args
  return { ...args, sort: allowedSort(args.sort, fields) }
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
 * Payload's `/access` describes what the caller may do in every collection; asked anonymously it
 * described the staff accounts' rules to anyone. Checked inside Payload, after it has read the
 * caller, so every path that reaches the endpoint (`/api/ACCESS`, `/api/globals/access`) is covered.
 */
const staffOnlyAccess = <E extends Endpoint>(endpoints: E[]): E[] =>
  endpoints.map((endpoint) =>
    endpoint.method === 'get' && endpoint.path === '/access'
      ? {
          ...endpoint,
          handler: (req: PayloadRequest) =>
            req.user
              ? endpoint.handler(req)
              : Response.json(
                  { errors: [{ message: req.t('error:notAllowedToPerformAction') }] },
                  { status: 403, headers: { 'Cache-Control': 'no-store' } },
                ),
        }
      : endpoint,
  )

/**
 * Payload's REST surface as this site exposes it, applied to the built config so that every
 * collection and global is covered, Payload's own (locks, preferences, jobs) included:
 * - no anonymous REST reads (closedToAnonymousRest); the file routes stay public;
 * - staff REST reads bounded (readLimits) and their statements timed out (statementTimeout);
 * - staff lists, REST and the admin's, sorted and filtered by indexed fields only (queryFields; the
 *   admin's filter builder offers no other), and
 *   a page past the last one answered from the count (pastLastPage), a title search or sort
 *   answered from the title indexes (indexedTitles);
 * - `/versions` routes answer 404 where there are no versions, `/verify` where no email is
 *   verified (Payload answered them with a 500);
 * - collections without routes answer 404 (Payload: 501), and a preference can be deleted (preferences);
 * - client mistakes Payload lets through as 500s answered 400 (restErrors);
 * - what staff may do (`/access`) told to signed-in staff only.
 */
export function guardRestSurface(config: SanitizedConfig): SanitizedConfig {
  const pickerFilters = pickerFilterFields(config.collections)
  for (const collection of config.collections) {
    collection.access.read = closedToAnonymousRest(collection.access.read)
    collection.access.readVersions = closedToAnonymousRest(collection.access.readVersions)
    const fields = collection.slug.startsWith('payload-')
      ? null
      : queryableFields(collection, pickerFilters.get(collection.slug))
    if (fields) hideUnqueryableFilters(collection.fields, fields)
    collection.hooks.beforeOperation = [...(collection.hooks.beforeOperation ?? []), boundRead(fields)]
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
  const init = config.db.init
  config.db = {
    ...config.db,
    init: (args) => withIndexedTitles(withEmptyPagesPastTheEnd(withPlainCounts(withUncasedLike(init(args))))),
  }
  config.hooks = { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), answerClientFaults] }
  if (config.endpoints) config.endpoints = staffOnlyAccess(config.endpoints)
  return config
}
