import type { PayloadRequest } from 'payload'

import { SUBMISSION_CONTEXT } from '../auth/requestContexts'
import { hasRole } from '../auth/staffRoles'

/**
 * Who may queue and run jobs with access checks on: Payload's default (any logged-in user), and
 * the submission pipeline's own calls for an anonymous visitor, marked by a context flag that no
 * HTTP request can set.
 */
export const pipelineOrLoggedIn = ({ req }: { req: PayloadRequest }): boolean =>
  Boolean(req.user) || req.context?.[SUBMISSION_CONTEXT] === true

/**
 * Who may run the queues through `/api/payload-jobs/run` and `/handle-schedules` (operational
 * endpoints): admins, and the submission pipeline's own run for a visitor (the context flag).
 * The crons run them inside the server, without a request.
 */
export const pipelineOrAdmin = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req, 'admin') || req.context?.[SUBMISSION_CONTEXT] === true
