import type { Access, FieldAccess } from 'payload'

/**
 * The submission pipeline marks its own Local API call with this context flag. A REST or GraphQL
 * request cannot set `req.context`, so nobody can create a submission around the pipeline (and
 * its checks) while the pipeline itself still runs with `overrideAccess: false`.
 */
export const SUBMISSION_CONTEXT = 'submissionPipeline'

const fromPipeline = (context: Record<string, unknown> | undefined): boolean => context?.[SUBMISSION_CONTEXT] === true

export const createdBySubmission: { collection: Access; field: FieldAccess } = {
  collection: ({ req }) => fromPipeline(req.context),
  field: ({ req }) => fromPipeline(req.context),
}

/** Staff change status, assignee and notes; what the visitor sent stays as it was sent. */
export const submittedField: { update: FieldAccess } = {
  update: () => false,
}
