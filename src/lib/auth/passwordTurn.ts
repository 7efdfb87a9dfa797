/**
 * Checking a password is PBKDF2: 75–110 ms of one core each with Payload's parameters
 * (loginThrottle.ts). Run as they come, the 20 wrong sign-ins a client is allowed fill every core
 * of a small server at once and every visitor waits: `npm run bench` measured `GET /` p99 at 88 ms
 * alone and 1,012 ms while one client sent 100 sign-ins, 30 at once. One check at a time per
 * process leaves the other cores to the site; sign-ins queue behind each other instead (the
 * attacker's own, mostly: each client is limited before it queues).
 *
 * A sign-in takes its turn in guardSignIn, after its client's wait, and gives it back when Payload
 * has checked the password (the first beforeLogin hook) or failed (afterError). A turn is given
 * back by itself after TURN_MS, so a path that missed both hooks cannot stop every sign-in.
 */
export const CHECKS_AT_ONCE = 1
export const TURN_MS = 3000

let running = 0
const waiting: (() => void)[] = []

function next() {
  if (running >= CHECKS_AT_ONCE) return
  const wake = waiting.shift()
  if (wake) {
    running++
    wake()
  }
}

/** Waits for a turn to check a password; resolves with its `done`, which may be called any number of times. */
export function passwordTurn(): Promise<() => void> {
  return new Promise((resolve) => {
    waiting.push(() => {
      let ended = false
      const done = () => {
        if (ended) return
        ended = true
        clearTimeout(timer)
        running--
        next()
      }
      const timer = setTimeout(done, TURN_MS)
      timer.unref?.()
      resolve(done)
    })
    next()
  })
}

/** How many sign-ins are checking or waiting to check a password (for tests and metrics). */
export const passwordTurnLoad = () => ({ running, waiting: waiting.length })
