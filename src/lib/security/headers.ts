/**
 * The security headers every response carries. The server (`server/`) sets
 * them before Next.js handles a request, so a route's own headers (the ethics pages' `no-referrer`,
 * next.config `headers()`) still win where they are stricter.
 */

/** Browser features the site never uses, turned off for the page and anything it could embed. */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** Passkeys: the staff sign-in asks for one, on the site's own pages only, never in a frame of another site. */
const OWN_FEATURES = ['publickey-credentials-create', 'publickey-credentials-get']

export const PERMISSIONS_POLICY = [
  ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
  ...OWN_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ')

/** HSTS for a year, subdomains included: sent only when the site is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** Whether the site's public address (SERVER_URL) is https: HSTS over plain http would be ignored or, worse, stick. */
export const servesHttps = (serverUrl = process.env.SERVER_URL) => /^https:\/\//i.test(serverUrl?.trim() ?? '')

/** The origin of SERVER_URL (`https://example.com`), or undefined when it is unset or malformed. */
export function siteOrigin(serverUrl = process.env.SERVER_URL): string | undefined {
  try {
    return serverUrl?.trim() ? new URL(serverUrl.trim()).origin : undefined
  } catch {
    return undefined
  }
}

/** The headers of every response, before the route adds its own. */
export function baseSecurityHeaders({
  https,
  framedBySite = false,
}: {
  https: boolean
  /** The admin's live preview frames this response (src/lib/security/previewFraming.ts). */
  framedBySite?: boolean
}): [string, string][] {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // Older browsers that do not know CSP's frame-ancestors.
    ['X-Frame-Options', framedBySite ? 'SAMEORIGIN' : 'DENY'],
    // A window another site opened, or one the site opens elsewhere (a share dialog), gets no
    // handle on the site's own: only same-origin windows (a licence popup, the admin's preview
    // window) keep their opener.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]] : []),
  ]
}
