/**
 * Payload's `withPayload` asks for the colour-scheme client hint on every path (`Accept-CH`,
 * `Critical-CH`, `Vary: Sec-CH-Prefers-Color-Scheme`). Only the admin uses it, and elsewhere it
 * costs: Chromium restarts a new visitor's first navigation to send the critical hint (one more
 * round trip before anything shows), and the `Vary` splits every CDN entry by colour scheme.
 */

type Header = { key: string; value: string }
type HeaderRule = { source: string; headers: Header[] }

export const ADMIN_PATHS = '/admin/:path*'

const isHint = ({ key, value }: Header) =>
  /^(accept-ch|critical-ch)$/i.test(key) || (/^vary$/i.test(key) && /sec-ch-prefers-color-scheme/i.test(value))

/** next.config `headers()` rules with every client-hint header moved out of its rule onto the admin's paths. */
export function clientHintsOnAdminOnly(rules: HeaderRule[]): HeaderRule[] {
  const hints = new Map(rules.flatMap((rule) => rule.headers.filter(isHint)).map((h) => [h.key.toLowerCase(), h]))
  const kept = rules
    .map((rule) => ({ ...rule, headers: rule.headers.filter((header) => !isHint(header)) }))
    .filter((rule) => rule.headers.length > 0)
  return hints.size > 0 ? [...kept, { source: ADMIN_PATHS, headers: [...hints.values()] }] : kept
}
