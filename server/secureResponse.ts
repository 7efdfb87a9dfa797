import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { documentCsp, inlineScriptHashes, NON_DOCUMENT_CSP } from '../src/lib/security/csp'
import { carriesStaffCredential } from '../src/lib/db/readRouting'
import { baseSecurityHeaders } from '../src/lib/security/headers'
import { framedBySite } from '../src/lib/security/previewFraming'
import { documentStatus, flightStatus } from '../src/lib/site/documentStatus'
import { servesPages } from './headRequests'
import { takeRevalidation } from './revalidation'
import { sendWithStatus } from './sentStatus'

const CSP = 'Content-Security-Policy'
const isHtml = (res: ServerResponse) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
const isAdmin = (url = '') => /^\/admin(?:[/?#]|$)/.test(url)
const isApi = (url = '') => /^\/api(?:[/?#]|$)/.test(url)
const isStaffAccounts = (url = '') => /^\/api\/users(?:[/?#]|$)/.test(url)
/** Where Next rewrote a request to internally: nothing a visitor needs to know. */
const INTERNAL_HEADERS = ['x-middleware-rewrite']

/**
 * Whether an API answer is private: one to a request carrying staff credentials (what staff may
 * read), one about staff accounts (the sign-in answer holds a token, `me` the account), or one
 * handing out a cookie. Such an answer is kept by no browser cache or shared cache.
 */
const isPrivateApiAnswer = (req: IncomingMessage, res: ServerResponse) =>
  isApi(req.url) && (carriesStaffCredential(req.headers) || isStaffAccounts(req.url) || res.hasHeader('set-cookie'))

/** A page's RSC payload, which a client-side navigation or prefetch reads in place of the document. */
const isFlight = (res: ServerResponse) => /^text\/x-component\b/i.test(String(res.getHeader('content-type') ?? ''))

/**
 * The inline-script hashes of documents seen before, by ETag (Next's hash of the body) and length:
 * a prerendered page is hashed once, not per visit.
 */
const hashesByEtag = new Map<string, string[]>()
const HASH_CACHE_SIZE = 500

function hashesOf(body: Buffer, etag: unknown): string[] {
  const key = typeof etag === 'string' ? `${etag}:${body.length}` : undefined
  const known = key && hashesByEtag.get(key)
  if (known) return known
  const hashes = inlineScriptHashes(body.toString('utf8'))
  if (key) {
    if (hashesByEtag.size >= HASH_CACHE_SIZE) hashesByEtag.delete(hashesByEtag.keys().next().value!)
    hashesByEtag.set(key, hashes)
  }
  return hashes
}

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | unknown[] | undefined) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), String(headers[i + 1]))
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
  }
}

/** What Next itself sends with a 404: the answer may change with the next publish, so nobody keeps it. */
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** A not-found is sent as such every time: no ETag to revalidate, nothing a browser or CDN may keep. */
function notFound(res: ServerResponse) {
  res.setHeader('Cache-Control', NOT_FOUND_CACHE_CONTROL)
  res.removeHeader('ETag')
}

/** Turns the response into a 304 for the copy the browser holds: its ETag and caching, no content or policy. */
function notModified(res: ServerResponse): true {
  for (const name of ['Content-Type', 'Content-Length', CSP]) res.removeHeader(name)
  return true
}

/**
 * Gives one response the site's security headers (src/lib/security), at the last moment before its
 * head is written, and only those the route did not set itself: Next copies a route handler's
 * headers onto the response only where the response has none, so a header set early would beat
 * the route's own (the ethics form endpoints' `no-referrer`, Payload's policy for an SVG).
 *
 * The Content-Security-Policy depends on what the response is. An HTML document is held until its
 * end, its inline scripts are hashed into its policy, and it is then sent whole (Next sends a
 * prerendered page in one piece anyway); everything else passes straight through with the policy
 * that lets nothing run. A 304 carries no policy, so the browser keeps the one stored with the
 * copy it revalidated (that copy's scripts are the ones the stored hashes allow).
 *
 * A document whose page rendered the not-found view is sent as 404, whatever Next's cache made of
 * it (a copy it holds as 200, served fresh, stale or re-rendered), and kept by no browser or CDN.
 * A page's If-None-Match is answered here, after that decision (revalidation.ts says why).
 *
 * Call it before Next.js handles the request and after compression wraps the response, so the
 * document is read before it is compressed.
 */
export function secureResponse(req: IncomingMessage, res: ServerResponse, { https }: { https: boolean }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const restore = () => Object.assign(res, original)
  const framed = framedBySite(req.url, req.headers.cookie)
  const policy = (scriptHashes: string[]) =>
    documentCsp({ scriptHashes, https, admin: isAdmin(req.url), framedBySite: framed })
  const revalidation = takeRevalidation(req)
  /** The held document (or a page's RSC payload: `flight`), once this response is known to be one. */
  let held: Buffer[] | undefined
  let flight = false
  /** Set when this server answers 304 to what Next sent whole (a file or feed of a page's path). */
  let bodyDropped = false

  /** Whether this response is still to be decided, or already passed through. */
  const passing = () => !held && !bodyDropped
  /** Sends the rest (or nothing) with the status decided here (sentStatus.ts says why only on the wire). */
  const finish = (self: ServerResponse, status: number, body: Buffer | undefined, callback: unknown) => {
    restore()
    return sendWithStatus(self, status, () =>
      (original.end as (...args: unknown[]) => ServerResponse).call(self, body, callback),
    )
  }

  /** At the first sign of a body or a head: add what the route left unset, hold an HTML document, let anything else through. */
  const decide = () => {
    for (const [name, value] of baseSecurityHeaders({ https, framedBySite: framed }))
      if (!res.hasHeader(name)) res.setHeader(name, value)
    for (const name of INTERNAL_HEADERS) res.removeHeader(name)
    // A route's own `no-store` (`private, no-store` on an attachment) is kept as it is.
    if (isPrivateApiAnswer(req, res) && !/\bno-store\b/i.test(String(res.getHeader('cache-control') ?? '')))
      res.setHeader('Cache-Control', 'no-store')
    if (res.statusCode === 304) res.removeHeader(CSP)
    else if (isHtml(res) && req.method === 'HEAD') res.setHeader(CSP, policy([]))
    else if (isHtml(res)) return (held = [])
    else if (revalidation?.notModified(res, res.statusCode)) return (bodyDropped = notModified(res))
    else {
      if (!res.hasHeader(CSP)) res.setHeader(CSP, NON_DOCUMENT_CSP)
      // A public page's RSC payload is held like its document, so that a missing page is a 404 there too.
      if (isFlight(res) && res.statusCode === 200 && servesPages(req.url)) {
        flight = true
        return (held = [])
      }
    }
    restore()
  }

  res.writeHead = function (this: ServerResponse, statusCode: number, reason?: unknown, headers?: unknown) {
    // Fold the head into the response so the decision sees it; the real head is written once, later.
    this.statusCode = statusCode
    if (typeof reason === 'string') this.statusMessage = reason
    else headers = reason
    applyHeaders(this, headers as OutgoingHttpHeaders | unknown[] | undefined)
    if (passing()) decide()
    return passing() ? original.writeHead.call(this, this.statusCode) : this
  } as ServerResponse['writeHead']

  res.flushHeaders = function (this: ServerResponse) {
    if (passing()) decide()
    if (passing()) original.flushHeaders.call(this)
  }

  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (passing()) decide()
    if (passing()) return (original.write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback)
    held?.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (passing()) decide()
    if (passing()) return (original.end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback)
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (!held) return finish(this, 304, undefined, callback)
    if (chunk != null) held.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(held)
    if (flight) {
      const status = flightStatus(body, this.statusCode)
      if (status === 404) notFound(this)
      return finish(this, status, body, callback)
    }
    this.setHeader(CSP, policy(hashesOf(body, this.getHeader('etag'))))
    // A page that rendered the not-found view answers 404 (src/lib/site/notFoundPage.ts says why here).
    const status = documentStatus(body, this.statusCode)
    if (status === 404) notFound(this)
    else if (revalidation?.notModified(this, status)) return finish(this, 304, notModified(this) && undefined, callback)
    return finish(this, status, body, callback)
  } as ServerResponse['end']
}
