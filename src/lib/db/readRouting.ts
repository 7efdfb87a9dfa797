import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who reads a read replica, decided per process and per request (see readReplicas.ts for how the
 * database adapter honours it).
 *
 * - Per process: only the web server (server/main.ts) turns replicas on. The job worker, the
 *   migrations, the seed and every other script read and write the primary alone: they read what
 *   they have just written, and a replica that lags would hand them the state before it.
 * - Per request: a request carrying a staff credential (Payload's session cookie, an Authorization
 *   header) reads the primary from its first statement on. Payload's own rule (reads within 2 s of
 *   a write in this process go to the primary) does not reach another instance, and reads never
 *   open a transaction; so without this an editor's save on instance A followed by a read on
 *   instance B (the admin's next view, or B checking the session a login on A has just written into
 *   the user document) could see the replica's older state, or no session at all.
 *
 * The state lives on globalThis: this module is loaded once by server/main.ts (tsx) and again
 * inside Next's server bundle, where the Payload config runs; both must see one state.
 */
type RoutingState = { replicasOn: boolean; primaryReads: AsyncLocalStorage<true> }

const KEY = Symbol.for('corporate-site.readRouting')
const state: RoutingState = ((globalThis as Record<symbol, RoutingState | undefined>)[KEY] ??= {
  replicasOn: false,
  primaryReads: new AsyncLocalStorage<true>(),
})

/** Called by the web server before Next loads the Payload config: this process may read replicas. */
export function allowReadReplicas(): void {
  state.replicasOn = true
}

export function readReplicasAllowed(): boolean {
  return state.replicasOn
}

/** Runs `task` with every database read it makes (and whatever it starts) on the primary. */
export function readFromPrimary<T>(task: () => T): T {
  return state.primaryReads.run(true, task)
}

/** True inside `readFromPrimary`. */
export function readsFromPrimary(): boolean {
  return state.primaryReads.getStore() === true
}

/** Payload's session cookie (`<cookiePrefix>-token`, the default prefix being `payload`). */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * True when a request carries a staff credential: the admin's session cookie, or an
 * Authorization header (a JWT or an API key). Presence is enough, as it decides only where reads
 * go: a visitor who sends a made-up cookie reads the primary, and still gets what a visitor gets.
 */
export function carriesStaffCredential(headers: { cookie?: string; authorization?: string }): boolean {
  return Boolean(headers.authorization) || SESSION_COOKIE.test(headers.cookie ?? '')
}
