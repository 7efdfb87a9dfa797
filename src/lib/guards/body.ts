import { bodyStallMs, bodyTimeoutMs, LINGER_MS, MIN_BYTES_PER_STALL_WINDOW } from './config'
import { RequestError } from './errors'

export type BodyLimits = { maxBytes: number; stallMs?: number; minBytesPerStall?: number; totalMs?: number }

/**
 * A request body read under limits, chunk by chunk, never buffered whole:
 * - more than `maxBytes` → 413 at the byte that crosses it, whatever Content-Length claimed;
 * - fewer than `minBytesPerStall` in a window of `stallMs`, or still arriving after `totalMs`
 *   → 408 (a stalled or trickling client cannot hold a connection and a temp file for long);
 * - the client going away → `aborted`.
 *
 * A pending read is abandoned (not awaited) when a limit fires, so a silent client cannot hold
 * the handler. `release()` then deals with what is left of the body, after the answer is sent.
 */
export class GuardedBody {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  private received = 0
  private failure: RequestError | undefined
  private rejectPending: ((error: RequestError) => void) | undefined
  private readonly timers: NodeJS.Timeout[] = []
  private done = false
  private started = false

  constructor(
    stream: ReadableStream<Uint8Array>,
    private readonly limits: BodyLimits,
  ) {
    this.reader = stream.getReader()
  }

  /** The clocks start with the first read: a body refused before it is read is never timed. */
  private startClocks() {
    if (this.started) return
    this.started = true
    const stallMs = this.limits.stallMs ?? bodyStallMs()
    const minBytes = this.limits.minBytesPerStall ?? MIN_BYTES_PER_STALL_WINDOW
    let atWindowStart = 0
    const stall = setInterval(() => {
      if (this.received - atWindowStart < minBytes) this.fail(new RequestError('timeout'))
      atWindowStart = this.received
    }, stallMs)
    const total = setTimeout(() => this.fail(new RequestError('timeout')), this.limits.totalMs ?? bodyTimeoutMs())
    this.timers.push(stall, total)
  }

  /** Bytes read so far. */
  get bytes(): number {
    return this.received
  }

  /** Stops reading with this error: a pending `next()` rejects with it at once. */
  fail(error: RequestError): void {
    if (this.failure || this.done) return
    this.failure = error
    this.stopTimers()
    this.rejectPending?.(error)
  }

  /** The next chunk, or undefined at the end of the body. */
  async next(): Promise<Uint8Array | undefined> {
    if (this.failure) throw this.failure
    this.startClocks()
    const failed = new Promise<never>((_, reject) => (this.rejectPending = reject))
    let result: ReadableStreamReadResult<Uint8Array>
    try {
      result = await Promise.race([this.reader.read(), failed])
    } catch (error) {
      if (error instanceof RequestError) throw error
      // The stream broke under us: the client closed the connection mid-body.
      this.fail(new RequestError('aborted'))
      throw this.failure
    } finally {
      this.rejectPending = undefined
    }
    if (result.done) {
      this.done = true
      this.stopTimers()
      return undefined
    }
    this.received += result.value.byteLength
    if (this.received > this.limits.maxBytes) {
      this.fail(new RequestError('tooLarge', { file: 'fileSize' }))
      throw this.failure
    }
    return result.value
  }

  /**
   * After a refusal, once the answer is out: reads and drops what is left of the body for a moment
   * (a client that is still sending then reads our answer before the connection closes), then
   * cancels the stream, which closes the connection as soon as the client sends again (a silent
   * one is closed by Node's keep-alive timeout, 5 s). Nothing is kept.
   */
  async release(lingerMs = LINGER_MS): Promise<void> {
    this.stopTimers()
    if (this.done) return
    const deadline = Date.now() + lingerMs
    let timer: NodeJS.Timeout | undefined
    const timeUp = new Promise<'timeUp'>((resolve) => (timer = setTimeout(() => resolve('timeUp'), lingerMs)))
    try {
      while (Date.now() < deadline) {
        const result = await Promise.race([this.reader.read(), timeUp])
        if (result === 'timeUp' || result.done) break
      }
    } catch {
      // the client is gone already
    } finally {
      clearTimeout(timer)
      // Not awaited: the cancel waits for a pending read, which a silent client never completes.
      this.reader.cancel().catch(() => undefined)
    }
  }

  private stopTimers() {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.length = 0
  }
}
