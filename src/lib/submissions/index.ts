/**
 * The submission pipeline shared by every public form (inquiries now, ethics reports next): a
 * form kind plugs in with `defineSubmissionKind` (schema, checkboxes, collection, file area,
 * document mapping, mails) and the route module comes from `submissionRoute(kinds)`.
 */
export { submissionRoute } from './route'
export {
  defineSubmissionKind,
  type SubmissionKind,
  type SubmissionKindDefinition,
  type SubmissionMeta,
  type StoredAttachment,
} from './kind'
export { SubmissionError, submissionFailures, type SubmissionFailure } from '../guards/errors'
export { FILE_FIELD, HONEYPOT_FIELD, submissionUrl, type SubmissionAnswer } from './contract'
