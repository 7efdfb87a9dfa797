/**
 * The `req.context` flags our own Local API calls carry. A REST or GraphQL request cannot set
 * `req.context`, so each flag opens a narrow door only to the code that sets it, while that code
 * still runs with `overrideAccess: false`.
 */

/**
 * The submission pipeline marks its own calls: nobody can create a submission around the
 * pipeline and its checks.
 */
export const SUBMISSION_CONTEXT = 'submissionPipeline'

/**
 * The reporter's status page. `REPORTER_LOOKUP`: the case number typed there; reads exactly that
 * report and its secret hash, so the route can check the secret, and nothing else of it leaves the
 * route before that. `REPORTER_CASE`: the report id whose secret was just checked; reads that
 * report's content and messages, and creates a reporter message on it.
 */
export const REPORTER_LOOKUP = 'reporterLookup'
export const REPORTER_CASE = 'reporterCase'

/** Audit-log entries are written only by the hooks and routes that mark their call with this. */
export const AUDIT_CONTEXT = 'reportAudit'

/** Staff audit-log entries (roles, second factors) are written only by the hooks that mark their call with this. */
export const STAFF_AUDIT_CONTEXT = 'staffAudit'
