import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy of the site.
 *
 * Next.js puts inline scripts in every page (the React Server Components payload,
 * `self.__next_f.push(…)`), and their text differs per page and per revalidation. A nonce would
 * force every page to render per request; a hash computed at build time goes stale when a page is
 * revalidated. So the server hashes the inline scripts of each HTML document it actually sends
 * (`server/secureResponse.ts`) and allows exactly those: pages stay static, and a script that an
 * attacker slipped into the HTML (a script element in an article's body, say) matches no hash.
 */

/** Inline `<script>` elements: their attributes and their text, as the browser hashes it. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /\bsrc\s*=/i
/** The `type` attribute's value, quoted or not. */
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i
/**
 * Data blocks: the browser never runs a script of these types, so CSP has nothing to allow (the
 * JSON-LD of src/components/StructuredData). Leaving them out keeps the header to the scripts that
 * run, and no JSON-LD text ever becomes an allowed script.
 */
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json'])

function isDataBlock(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes)
  const type = match ? (match[1] ?? match[2] ?? match[3] ?? '') : ''
  return DATA_BLOCK_TYPES.has(type.trim().toLowerCase())
}

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script the browser would run in an
 * HTML document, in order, without repeats.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '') || isDataBlock(attributes ?? '')) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The policy of an HTML document: scripts only from the site itself plus the given inline ones
 * (no `unsafe-eval`, no `unsafe-inline`), no plugins, no `<base>` or form posts elsewhere, never
 * framed (but by the site's own admin, for its live preview: src/lib/security/previewFraming.ts).
 * Styles may be inline: React writes `style` attributes and they cannot carry a hash.
 * The admin also shows images the editor has just picked (`blob:`); the public pages never do.
 */
export function documentCsp({
  scriptHashes,
  https,
  admin,
  framedBySite = false,
}: {
  scriptHashes: string[]
  https: boolean
  admin: boolean
  /** Framed by the site's own admin (the live preview), and by nothing else. */
  framedBySite?: boolean
}): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(admin ? ['blob:'] : [])],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", ...(admin ? ['blob:'] : [])],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", ...(admin ? ['blob:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySite ? "'self'" : "'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/**
 * The policy of everything that is not an HTML document (JSON, feeds, uploaded files): no script
 * may run, so a file that a browser is talked into rendering as a page (an SVG, an HTML file
 * renamed) can do nothing, and no site may frame it. The browser's own viewer of an image or a
 * sound opened on its own still shows it (it loads the file itself and styles it inline).
 */
export const NON_DOCUMENT_CSP = policy({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
})
