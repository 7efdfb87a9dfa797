import { trustedProxies } from './config'

const hostOf = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined
  try {
    return new URL(`http://${value.split(',')[0].trim()}`).host
  } catch {
    return undefined
  }
}

/**
 * Cross-site request forgery guard: a POST's `Origin` (a form's, the tracker's) must be the site's
 * own, that of SERVER_URL when set, else the host the request was sent to (`Host`, or
 * X-Forwarded-Host from a trusted proxy). Either scheme is accepted for that host, since a TLS
 * proxy in front changes it.
 *
 * A missing Origin (or `null`, as sandboxed frames and privacy redirects send) is refused too:
 * every browser we support sends Origin on a POST, so only scripts and tools arrive without one,
 * and the public endpoints are not an API for them.
 */
export function isSameOrigin(
  headers: Headers,
  serverUrl = process.env.SERVER_URL,
  proxies = trustedProxies(),
): boolean {
  const raw = headers.get('origin')
  if (!raw || raw === 'null') return false
  let origin: URL
  try {
    origin = new URL(raw)
  } catch {
    return false
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false
  if (serverUrl) {
    try {
      if (new URL(serverUrl).origin === origin.origin) return true
    } catch {
      // a malformed SERVER_URL matches nothing; Payload reports it elsewhere
    }
  }
  const hosts = [hostOf(headers.get('host')), proxies > 0 ? hostOf(headers.get('x-forwarded-host')) : undefined]
  const originHost = hostOf(origin.host)
  return originHost !== undefined && hosts.includes(originHost)
}
