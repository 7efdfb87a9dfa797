import net from 'node:net'

import { inject } from 'vitest'

export type RawResponse = { status: number; headers: Record<string, string>; body: string }

/**
 * One TCP connection to the app, driven by hand: for what fetch cannot do (send headers and then
 * a body byte by byte, lie about Content-Length, vanish mid-upload). Records what comes back and
 * when the server closes the connection.
 */
export class RawConnection {
  readonly socket: net.Socket
  private received = Buffer.alloc(0)
  readonly closed: Promise<void>
  private readonly connected: Promise<void>

  constructor() {
    const url = new URL(inject('baseUrl'))
    this.socket = net.connect(Number(url.port), url.hostname)
    this.connected = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve)
      this.socket.once('error', reject)
    })
    this.socket.on('data', (chunk: Buffer) => (this.received = Buffer.concat([this.received, chunk])))
    // A reset (the server dropping a connection still sending) is a way of closing too.
    this.socket.on('error', () => undefined)
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()))
  }

  get isClosed(): boolean {
    return this.socket.destroyed
  }

  /** Writes bytes; false once the server has closed the connection. */
  async write(data: string | Uint8Array): Promise<boolean> {
    await this.connected
    if (this.socket.destroyed || this.socket.writableEnded) return false
    return new Promise((resolve) => this.socket.write(data, (error) => resolve(!error)))
  }

  /** Closes the connection abruptly (a phone losing its network). */
  drop(): void {
    this.socket.resetAndDestroy()
  }

  /** The first response on the connection, once its head and body (by Content-Length) are in; undefined if it closes without one. */
  async response(withinMs: number): Promise<RawResponse | undefined> {
    const deadline = Date.now() + withinMs
    for (;;) {
      const parsed = parse(this.received)
      if (parsed) return parsed
      if (this.socket.destroyed) return parse(this.received, true)
      if (Date.now() > deadline)
        throw new Error(
          `no complete response within ${withinMs} ms; got: ${this.received.toString('latin1').slice(0, 300)}`,
        )
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

function parse(data: Buffer, final = false): RawResponse | undefined {
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
  const rest = data.subarray(end + 4)
  const length = headers['content-length'] ? Number(headers['content-length']) : undefined
  if (length !== undefined && rest.length < length && !final) return undefined
  if (length === undefined && headers['transfer-encoding'] === 'chunked') {
    const body = dechunk(rest)
    if (body === undefined && !final) return undefined
    return { status: Number(statusLine.split(' ')[1]), headers, body: body ?? '' }
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.subarray(0, length).toString('utf8') }
}

function dechunk(data: Buffer): string | undefined {
  const out: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) return undefined
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (size === 0) return Buffer.concat(out).toString('utf8')
    if (data.length < lineEnd + 2 + size + 2) return undefined
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/** The request line and headers of a form POST (the caller sends the body). */
export function postHead(path: string, headers: Record<string, string>): string {
  const url = new URL(inject('baseUrl'))
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Origin: ${url.origin}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n`
}
