/**
 * Everything a form needs only once it is sent, as one module the forms load on first focus
 * (`loadSender`): the request with its upload progress, and the placing of the server's
 * per-field messages. A reader who never writes downloads none of it.
 */
export { failureKey, sendForm } from '@/lib/forms/sendForm'
export { showServerErrors } from './serverErrors'
