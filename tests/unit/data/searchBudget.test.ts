import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ServiceBusyError } from '@/lib/http/errors'

// The budget reads its sizes once, when loaded: a small queue here, so it fills with a few reads;
// the wait's limit is reached on a fake clock, never by a test's own slowness.
process.env.SEARCH_CONCURRENCY = '2'
process.env.SEARCH_QUEUE = '3'
process.env.SEARCH_QUEUE_MS = '60000'
let budget: typeof import('@/lib/data/searchBudget')
beforeAll(async () => {
  budget = await import('@/lib/data/searchBudget')
})

/** A read that runs until released, recording how many reads run at once. */
function gate(running: { now: number; most: number }) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const read = async () => {
    running.now++
    running.most = Math.max(running.most, running.now)
    await released
    running.now--
    return 'page'
  }
  return { read, release }
}

describe('search budget', () => {
  it('runs at most two searches at once and lets the queued ones run in turn, each getting its page', async () => {
    const running = { now: 0, most: 0 }
    const gates = Array.from({ length: 5 }, () => gate(running))
    const results = gates.map((g) => budget.withSearchBudget('hits', g.read))
    await expect.poll(() => budget.searchBudgetState()).toEqual({ running: 2, waiting: 3 })
    for (const g of gates) g.release()
    expect(await Promise.all(results)).toEqual(['page', 'page', 'page', 'page', 'page'])
    expect(running.most).toBe(2)
    expect(budget.searchBudgetState()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a search at once with 503 and Retry-After when the queue is full, and runs the rest', async () => {
    const running = { now: 0, most: 0 }
    const gates = Array.from({ length: 5 }, () => gate(running))
    const results = gates.map((g) => budget.withSearchBudget('hits', g.read))
    const refused = budget.withSearchBudget('hits', async () => 'never')
    await expect(refused).rejects.toBeInstanceOf(ServiceBusyError)
    await expect(refused).rejects.toMatchObject({ status: 503, retryAfterSeconds: 2 })
    for (const g of gates) g.release()
    expect(await Promise.all(results)).toHaveLength(5)
  })

  it('gives up on a search that waited longer than the queue allows, and frees its place', async () => {
    vi.useFakeTimers()
    const running = { now: 0, most: 0 }
    const [a, b] = [gate(running), gate(running)]
    const first = [budget.withSearchBudget('hits', a.read), budget.withSearchBudget('hits', b.read)]
    const late = budget.withSearchBudget('hits', async () => 'late')
    const refused = expect(late).rejects.toMatchObject({ status: 503 })
    await vi.advanceTimersByTimeAsync(59_000)
    expect(budget.searchBudgetState()).toEqual({ running: 2, waiting: 1 })
    await vi.advanceTimersByTimeAsync(1_000)
    await refused
    vi.useRealTimers()
    expect(budget.searchBudgetState()).toEqual({ running: 2, waiting: 0 })
    a.release()
    b.release()
    await Promise.all(first)
    expect(budget.searchBudgetState()).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot of a search that failed', async () => {
    await expect(
      budget.withSearchBudget('hits', () => Promise.reject(new Error('statement timeout'))),
    ).rejects.toThrow()
    expect(budget.searchBudgetState()).toEqual({ running: 0, waiting: 0 })
  })

  it('lets a list read without a search through at once, whatever the budget', async () => {
    const running = { now: 0, most: 0 }
    const gates = Array.from({ length: 5 }, () => gate(running))
    const held = gates.map((g) => budget.withSearchBudget('hits', g.read))
    expect(await budget.withSearchBudget(undefined, async () => 'list page')).toBe('list page')
    for (const g of gates) g.release()
    await Promise.all(held)
  })
})
