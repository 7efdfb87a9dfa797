/** Pure RSS 2.0 serialisation: no I/O, so escaping and structure are unit-tested directly. */

/** How many items a feed carries: the newest across press releases, fact checks and media reports. */
export const FEED_SIZE = 50

export type RssItem = {
  title: string
  link: string
  description?: string
  /** ISO date-time. */
  pubDate: string
  guid: string
  guidIsPermaLink?: boolean
  category?: string
}

export type RssChannel = {
  title: string
  link: string
  description: string
  /** e.g. `ko-KR`. */
  language: string
  /** The feed's own URL (atom:link rel="self"). */
  selfUrl: string
  items: RssItem[]
}

/** Characters XML 1.0 forbids even when escaped (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/F). */
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Escapes text for XML element content and attribute values, dropping characters XML cannot carry. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/**
 * An editor's plain text as an item's `<title>` or `<description>`, which feed readers render as
 * HTML (many do so for titles too, though RSS 2.0 calls them plain): the text is HTML-escaped (so `<b>` or `<img onerror=…>` in a subtitle shows as typed, as on the site,
 * and never becomes markup) inside a CDATA section (so the XML carries that HTML unescaped once
 * more). HTML-escaping turns every `>` into `&gt;`, so no `]]>` in the text can close the section.
 */
export function plainTextAsHtml(text: string): string {
  const html = text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
  return `<![CDATA[${html}]]>`
}

/** RFC 822 date as RSS 2.0 requires, in GMT. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString()
}

const tag = (name: string, value: string | undefined, indent: string) =>
  value === undefined || value === '' ? '' : `${indent}<${name}>${escapeXml(value)}</${name}>\n`

function itemXml(item: RssItem): string {
  const i = '      '
  const permaLink = item.guidIsPermaLink === false ? ' isPermaLink="false"' : ''
  return (
    '    <item>\n' +
    `${i}<title>${plainTextAsHtml(item.title)}</title>\n` +
    tag('link', item.link, i) +
    (item.description ? `${i}<description>${plainTextAsHtml(item.description)}</description>\n` : '') +
    tag('category', item.category, i) +
    `${i}<guid${permaLink}>${escapeXml(item.guid)}</guid>\n` +
    `${i}<pubDate>${rfc822(item.pubDate)}</pubDate>\n` +
    '    </item>\n'
  )
}

/** A complete RSS 2.0 document; the newest item's date is the channel's lastBuildDate. */
export function buildRss(channel: RssChannel): string {
  const newest = channel.items.reduce<string | undefined>(
    (max, item) => (!max || item.pubDate > max ? item.pubDate : max),
    undefined,
  )
  const c = '    '
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
    '  <channel>\n' +
    tag('title', channel.title, c) +
    tag('link', channel.link, c) +
    tag('description', channel.description, c) +
    tag('language', channel.language, c) +
    `${c}<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>\n` +
    (newest ? `${c}<lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : '') +
    channel.items.map(itemXml).join('') +
    '  </channel>\n' +
    '</rss>\n'
  )
}
