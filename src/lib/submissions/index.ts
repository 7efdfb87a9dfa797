/**
 * The submission pipeline shared by every public form: a form kind plugs in with
 * `defineSubmissionKind` (schema, checkboxes, collection, file area, document mapping, mails) and
 * the route module comes from `submissionRoute(kinds)`, given the kinds it serves (the inquiries,
 * kinds/inquiries.ts; the ethics reports, src/lib/reports/kind.ts). The pipeline never imports a
 * kind, and the request guards it runs (Origin, client key, body, multipart, file types) live in
 * src/lib/guards.
 */
export { submissionRoute } from './route'
export {
  defineSubmissionKind,
  type SubmissionKind,
  type SubmissionKindDefinition,
  type SubmissionMeta,
  type StoredAttachment,
} from './kind'
export { FILE_FIELD, HONEYPOT_FIELD, submissionUrl, type SubmissionAnswer } from './contract'
