/**
 * What a form needs only once the visitor writes or sends (its zod schema, the code that sends it),
 * fetched when they first reach into the form rather than with the page: a reader who never writes
 * downloads none of it.
 */

/** The code that sends a form and shows the server's answer (see `sender.ts`). */
export const loadSender = () => import('./sender')

/**
 * A focus handler that starts fetching the given modules. A failure here is dropped on purpose:
 * the same import runs again on submit, where a dropped connection is told to the visitor.
 */
export const preload =
  (...loaders: (() => Promise<unknown>)[]) =>
  () => {
    for (const load of loaders) load().catch(() => {})
  }
