import { ServiceBusyError } from '../http/errors'

/**
 * A search's first read of a word costs tens of milliseconds of a database connection, and a
 * crawler or a script can ask for thousands of new words at once. Searches therefore share a
 * small budget of concurrent reads (SEARCH_CONCURRENCY, default 2 of the pool's 10 connections);
 * the rest queue briefly (at most SEARCH_QUEUE waiting, each at most SEARCH_QUEUE_MS), so a storm
 * of searches never takes the connections that lists, detail pages and page renders need. Only a
 * queue that is really full, or a wait that really runs out, answers 503 with Retry-After.
 * Repeated words never come here: the list cache answers them.
 */
const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback)

export const SEARCH_CONCURRENCY = positive(process.env.SEARCH_CONCURRENCY, 2)
export const SEARCH_QUEUE = positive(process.env.SEARCH_QUEUE, 64)
export const SEARCH_QUEUE_MS = positive(process.env.SEARCH_QUEUE_MS, 5000)

/** Seconds a refused search is told to wait: the time the queue takes to drain, rounded up. */
const RETRY_AFTER_SECONDS = 2

type Waiter = { start: () => void; timer: NodeJS.Timeout }
type Budget = { running: number; queue: Waiter[] }

// On globalThis: Next may load this module in more than one server bundle, and the budget is the
// process's, not a bundle's.
const KEY = Symbol.for('corporate-site.searchBudget')
const budget: Budget = ((globalThis as Record<symbol, Budget | undefined>)[KEY] ??= { running: 0, queue: [] })

function release() {
  const next = budget.queue.shift()
  if (next) {
    clearTimeout(next.timer)
    next.start()
  } else budget.running--
}

function acquire(): Promise<void> {
  if (budget.running < SEARCH_CONCURRENCY) {
    budget.running++
    return Promise.resolve()
  }
  if (budget.queue.length >= SEARCH_QUEUE) return Promise.reject(busy())
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      // The slot passes from the finishing search to this one: `running` stays as it is.
      start: resolve,
      timer: setTimeout(() => {
        budget.queue.splice(budget.queue.indexOf(waiter), 1)
        reject(busy())
      }, SEARCH_QUEUE_MS),
    }
    budget.queue.push(waiter)
  })
}

const busy = () => new ServiceBusyError('Too many searches at once. Please try again shortly.', RETRY_AFTER_SECONDS)

/** Runs `read` within the search budget when `search` is set (a search's hits); else at once. */
export async function withSearchBudget<T>(search: unknown, read: () => Promise<T>): Promise<T> {
  if (!search) return read()
  await acquire()
  try {
    return await read()
  } finally {
    release()
  }
}

/** How many searches run and wait now (for tests and metrics). */
export const searchBudgetState = () => ({ running: budget.running, waiting: budget.queue.length })
