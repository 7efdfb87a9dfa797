import type { Access, FieldAccess } from 'payload'

import { SUBMISSION_CONTEXT } from '@/lib/auth/requestContexts'

const fromPipeline = (context: Record<string, unknown> | undefined): boolean => context?.[SUBMISSION_CONTEXT] === true

export const createdBySubmission: { collection: Access; field: FieldAccess } = {
  collection: ({ req }) => fromPipeline(req.context),
  field: ({ req }) => fromPipeline(req.context),
}

/** Staff change status, assignee and notes; what the visitor sent stays as it was sent. */
export const submittedField: { update: FieldAccess } = {
  update: () => false,
}
