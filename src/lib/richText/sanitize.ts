import DOMPurify from 'isomorphic-dompurify'

/** The tags rich text may carry to a page (SPEC §5: whitelisted tags only). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'div',
]
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'class',
  'value',
  'start',
]

/** Only these URL schemes survive (SPEC §5); relative URLs are kept. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|ftp|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

// DOMPurify lets data: URIs through on <img> whatever ALLOWED_URI_REGEXP says; SPEC §5 allows
// only the schemes above, so URL attributes are checked once more here.
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if ((data.attrName === 'src' || data.attrName === 'href') && !ALLOWED_URI_REGEXP.test(data.attrValue.trim())) {
    data.keepAttr = false
  }
})

/** Sanitizes HTML for the public site: whitelisted tags and attributes, safe schemes, no scripts. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
  })
}
