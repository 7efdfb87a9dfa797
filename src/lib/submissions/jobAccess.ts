import type { PayloadRequest } from 'payload'

import { SUBMISSION_CONTEXT } from '../../../collections/Inquiries/access'

/**
 * Who may queue and run jobs with access checks on: Payload's default (any logged-in user), and
 * the submission pipeline's own calls for an anonymous visitor, marked by a context flag that no
 * HTTP request can set.
 */
export const pipelineOrLoggedIn = ({ req }: { req: PayloadRequest }): boolean =>
  Boolean(req.user) || req.context?.[SUBMISSION_CONTEXT] === true
