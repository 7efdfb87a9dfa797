import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { z } from 'zod'

import type { Locale } from '../../i18n/locales'
import { SUBMISSION_CONTEXT } from '../auth/requestContexts'
import type { FieldErrors } from '../guards/errors'

export type StoredAttachment = { key: string; filename: string; mimeType: string; size: number }

/** What the pipeline adds to the visitor's values when it stores a submission. */
export type SubmissionMeta = {
  receiptNumber: string
  receivedAt: string
  locale: Locale
  attachment?: StoredAttachment
}

/** The mails queued for each stored submission (sent by the `sendSubmissionMail` task). */
export type SubmissionMailMessage = 'notify' | 'acknowledge' | 'notifyCompliance' | 'notifyFollowUp'

/**
 * How a form plugs into the pipeline. The inquiry tabs are four of these; the ethics consultation
 * and report forms add theirs the same way.
 */
/**
 * What a kind works out once the values are valid and before anything is stored (ethics reports:
 * a data key, the hash of the reporter's secret). `state` reaches `toDocument`; `answer` is added
 * to the success answer's data (shown to the visitor once); `keepFile` replaces the plain move of
 * the attachment into storage (ethics reports encrypt it on the way).
 */
export type Preparation<P> = {
  state: P
  answer?: Record<string, string>
  keepFile?: (tempPath: string, area: string) => Promise<string>
}

export type SubmissionKindDefinition<S extends z.ZodObject, C extends CollectionSlug, P = undefined> = {
  /** The URL segment: `POST /api/forms/<kind>`. */
  kind: string
  /** The form's zod schema, the same one its react-hook-form resolver uses. */
  schema: S
  /** Fields sent as `true`/`on` when ticked and absent otherwise; the schema receives booleans. */
  checkboxes: readonly string[]
  /** Fields that may repeat (multiple choice); the schema receives string arrays. */
  lists?: readonly string[]
  collection: C
  /** Storage area of its attachment (`<area>/<uuid>` under the private files directory), or null: no file accepted. */
  fileArea: string | null
  /** First part of its receipt numbers (`Q` → `Q-20261124-7K3M9P`). */
  receiptPrefix: string
  /**
   * Rules reported next to the schema's own when the schema fails: zod skips an object's
   * refinements once a field rule aborted (an empty required field), so a refinement's message
   * would only show on the next try. The reports' password rule is one.
   */
  alsoCheck?: z.ZodType
  /** Runs once the values are valid, before the file is kept or the row written. */
  prepare?: (values: z.output<S>) => Promise<Preparation<P>>
  /** The document to create from the parsed values, the pipeline's additions and the preparation's state. */
  toDocument: (values: z.output<S>, meta: SubmissionMeta, state: P) => RequiredDataFromCollectionSlug<C>
  mail: readonly SubmissionMailMessage[]
}

/** A valid submission, prepared: how to keep its file, how to write its row, what to tell the visitor. */
export type Prepared = Omit<Preparation<unknown>, 'state'> & {
  create: (payload: Payload, meta: SubmissionMeta) => Promise<{ id: number }>
}

export type Validated = { ok: false; errors: FieldErrors } | { ok: true; prepare: () => Promise<Prepared> }

/** A kind as the pipeline uses it: its schema and document type are sealed inside `validate`. */
export type SubmissionKind = Pick<
  SubmissionKindDefinition<z.ZodObject, CollectionSlug>,
  'kind' | 'checkboxes' | 'lists' | 'collection' | 'fileArea' | 'receiptPrefix' | 'mail'
> & {
  /** Field names the schema knows (others in the body are ignored). */
  fieldNames: readonly string[]
  validate: (values: Record<string, unknown>) => Validated
}

/** The first message of each invalid field: what the form shows under that field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

export function defineSubmissionKind<S extends z.ZodObject, C extends CollectionSlug, P = undefined>(
  definition: SubmissionKindDefinition<S, C, P>,
): SubmissionKind {
  const { schema, toDocument, prepare, alsoCheck, ...rest } = definition
  return {
    ...rest,
    fieldNames: Object.keys(schema.shape),
    validate: (values) => {
      const parsed = schema.safeParse(values)
      if (!parsed.success) {
        const also = alsoCheck?.safeParse(values)
        return {
          ok: false,
          errors: { ...(also && !also.success ? fieldErrorsOf(also.error) : {}), ...fieldErrorsOf(parsed.error) },
        }
      }
      return {
        ok: true,
        prepare: async () => {
          const { state, ...preparation } = prepare ? await prepare(parsed.data) : { state: undefined as P }
          return {
            ...preparation,
            create: async (payload, meta) => {
              const doc = await payload.create({
                collection: definition.collection,
                data: toDocument(parsed.data, meta, state),
                depth: 0,
                // Anonymous, with access checks on: the collection lets exactly this context create.
                overrideAccess: false,
                context: { [SUBMISSION_CONTEXT]: true },
              })
              return { id: Number(doc.id) }
            },
          }
        },
      }
    },
  }
}

const TICKED = new Set(['true', 'on', '1'])

/** The multipart text parts of a body as the kind's schema expects them. */
export function formValues(kind: SubmissionKind, fields: Map<string, string[]>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const name of kind.fieldNames) {
    const sent = fields.get(name)
    if (kind.checkboxes.includes(name)) values[name] = sent?.some((v) => TICKED.has(v.trim().toLowerCase())) ?? false
    else if (kind.lists?.includes(name)) values[name] = sent ?? []
    else values[name] = sent?.[0]
  }
  return values
}
