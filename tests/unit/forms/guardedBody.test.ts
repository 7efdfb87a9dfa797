import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GuardedBody } from '@/lib/guards/body'
import { RequestError } from '@/lib/guards/errors'

/** A body the test feeds by hand, as a client would send it. */
function clientBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  return {
    stream,
    send: (n: number) => controller.enqueue(new Uint8Array(n)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('terminated')),
  }
}

const limits = { maxBytes: 1000, stallMs: 20_000, minBytesPerStall: 100, totalMs: 600_000 }

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof RequestError ? e.code : String(e)),
  )

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('GuardedBody', () => {
  it('passes a body through chunk by chunk and ends', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, limits)
    client.send(300)
    client.send(300)
    client.end()
    expect((await body.next())?.byteLength).toBe(300)
    expect((await body.next())?.byteLength).toBe(300)
    expect(await body.next()).toBeUndefined()
    expect(body.bytes).toBe(600)
  })

  it('refuses with 413 at the chunk that crosses the limit, whatever was announced', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, limits)
    client.send(1000)
    client.send(1)
    await body.next()
    await expect(codeOf(body.next())).resolves.toBe('tooLarge')
  })

  it('stops a silent client after one stall window, with a read still pending', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, limits)
    let outcome = 'pending'
    void codeOf(body.next()).then((code) => (outcome = code))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBe('timeout')
  })

  it('stops a client that trickles (fewer bytes than the minimum in a window)', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, limits)
    let outcome = 'reading'
    void (async () => {
      try {
        while (await body.next());
        outcome = 'ended'
      } catch (error) {
        outcome = (error as RequestError).code
      }
    })()
    for (let second = 0; second < 25 && outcome === 'reading'; second++) {
      client.send(1)
      await vi.advanceTimersByTimeAsync(1000)
    }
    expect(outcome).toBe('timeout')
  })

  it('lets a slow but steady client finish, then stops its clocks', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, limits)
    let received = 0
    const reading = (async () => {
      for (let chunk = await body.next(); chunk; chunk = await body.next()) received += chunk.byteLength
    })()
    for (let second = 0; second < 90; second++) {
      client.send(10) // 200 bytes per 20 s window: above the minimum of 100
      await vi.advanceTimersByTimeAsync(1000)
    }
    client.end()
    await reading
    expect(received).toBe(900)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives up on an upload still running at the total limit', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, { ...limits, maxBytes: 10_000_000, totalMs: 60_000 })
    let outcome = 'reading'
    void (async () => {
      try {
        while (await body.next());
      } catch (error) {
        outcome = (error as RequestError).code
      }
    })()
    for (let second = 0; second < 61; second++) {
      client.send(1000)
      await vi.advanceTimersByTimeAsync(1000)
    }
    expect(outcome).toBe('timeout')
  })

  it('reports a client that went away as aborted', async () => {
    const client = clientBody()
    const body = new GuardedBody(client.stream, limits)
    const pending = codeOf(body.next())
    client.fail()
    await expect(pending).resolves.toBe('aborted')
  })

  it('after a refusal, drops what is left for a moment and then cancels the stream', async () => {
    let cancelled = false
    let pulls = 0
    const stream = new ReadableStream<Uint8Array>({
      // a client still sending: 10 bytes every 100 ms
      pull: (c) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            if (!cancelled) {
              pulls++
              c.enqueue(new Uint8Array(10))
            }
            resolve()
          }, 100),
        ),
      cancel: () => void (cancelled = true),
    })
    const body = new GuardedBody(stream, limits)
    body.fail(new RequestError('rateLimited'))
    const released = body.release(2000)
    await vi.advanceTimersByTimeAsync(2000)
    await released
    expect(pulls).toBeGreaterThanOrEqual(19)
    expect(cancelled).toBe(true)
  })
})
