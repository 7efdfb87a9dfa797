import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'

/**
 * PBKDF2 run on time the site does not need: in one worker thread that lowers its own scheduling
 * priority to the lowest (nice 19; on Linux the nice value belongs to the thread, so the server's
 * other threads keep theirs). Used for the password work spent on sign-ins for emails no account
 * has, which nobody is waiting for but the sender: `npm run bench` measured `GET /` p99 at 1.6–3.3×
 * its value alone while one client's 20 allowed guesses hashed at normal priority, one at a time.
 * The hashes queue in the worker one after another, as they did behind passwordTurn.ts.
 *
 * The worker is code in a string: the production bundle has no file of its own to start. If it
 * cannot start or dies, the work runs as before, in libuv's pool at normal priority.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { pbkdf2Sync } = require('node:crypto')
try { require('node:os').setPriority(19) } catch {}
parentPort.on('message', ({ id, password, salt, iterations, keyLength }) => {
  let ok = true
  try { pbkdf2Sync(password, salt, iterations, keyLength, 'sha256') } catch { ok = false }
  parentPort.postMessage({ id, ok })
})
`

type Pending = { resolve: () => void; reject: (error: Error) => void }

let worker: Worker | undefined
let broken = false
let nextId = 0
const pending = new Map<number, Pending>()

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error)
  pending.clear()
}

function hashWorker(): Worker | undefined {
  if (worker || broken) return worker
  try {
    const started = new Worker(WORKER_SOURCE, { eval: true, name: 'idle-hash' })
    started.unref()
    started.on('message', ({ id, ok }: { id: number; ok: boolean }) => {
      const job = pending.get(id)
      pending.delete(id)
      if (ok) job?.resolve()
      else job?.reject(new Error('PBKDF2 failed in the idle-hash worker'))
    })
    started.on('error', (error) => {
      worker = undefined
      broken = true
      failAll(error)
    })
    started.on('exit', () => {
      worker = undefined
      failAll(new Error('the idle-hash worker exited'))
    })
    worker = started
  } catch {
    broken = true
  }
  return worker
}

const pbkdf2Async = promisify(pbkdf2)

/** PBKDF2-SHA256 of `password` with `salt`, at the lowest priority; resolves when done. */
export async function idlePbkdf2(password: string, salt: string, iterations: number, keyLength: number): Promise<void> {
  const target = hashWorker()
  if (target) {
    const id = nextId++
    const done = new Promise<void>((resolve, reject) => pending.set(id, { resolve, reject }))
    target.postMessage({ id, password, salt, iterations, keyLength })
    try {
      return await done
    } catch {
      // The worker failed under this job: the work is still owed, at normal priority.
    }
  }
  await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
}
