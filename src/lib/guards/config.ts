/**
 * The request guards' settings from the environment, read at call time. A value that is not a
 * positive whole number falls back to its default with one warning, rather than failing every
 * request over a typo.
 */
const warned = new Set<string>()

/** The environment variable `name` as a positive whole number, else `fallback` (warned about once). */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (/^\d+$/.test(raw.trim()) && Number(raw) > 0) return Number(raw)
  if (!warned.has(name)) {
    warned.add(name)
    console.warn(`[config] ${name}=${JSON.stringify(raw)} is not a positive whole number; using ${fallback}`)
  }
  return fallback
}

/**
 * How many proxies in front of the app append to X-Forwarded-For (TRUST_PROXY: `1`/`true` for
 * one, a number for more, unset or `0` for none).
 */
export function trustedProxies(): number {
  const raw = (process.env.TRUST_PROXY ?? '').trim().toLowerCase()
  if (raw === 'true') return 1
  return /^\d+$/.test(raw) ? Number(raw) : 0
}

/**
 * Slow or stalled uploads (a phone in a tunnel, or a client trickling a byte a second to hold a
 * connection): a body that brings fewer than MIN_BYTES_PER_STALL_WINDOW in any window of
 * SUBMISSION_BODY_STALL_SECONDS (default 20) is aborted, and so is any body still arriving after
 * SUBMISSION_BODY_TIMEOUT_SECONDS (default 600: 30 MB needs about 0.4 Mbit/s to make it). The
 * defaults of every guarded body; a route may pass tighter ones (`BodyLimits`).
 */
export const bodyStallMs = () => positiveInt('SUBMISSION_BODY_STALL_SECONDS', 20) * 1000
export const bodyTimeoutMs = () => positiveInt('SUBMISSION_BODY_TIMEOUT_SECONDS', 600) * 1000
export const MIN_BYTES_PER_STALL_WINDOW = 16 * 1024

/** How long a refused request's remaining body is read and dropped before the connection is closed. */
export const LINGER_MS = 2000
