/**
 * What a feed reader shows for an item's `<title>` or `<description>`: the HTML inside its one CDATA section,
 * entities decoded, as text; `markup` when that HTML holds a tag. Null when the description is not
 * exactly one CDATA section (a `]]>` in the text would have closed it early).
 */
export function feedReaderText(description: string): { text: string; markup: boolean } | null {
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(description)
  if (!cdata) return null
  const html = cdata[1]!
  const text = html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
  return { text, markup: /[<>]/.test(html) }
}

/** What a feed reader shows as each item's title, in document order (null where it is not one CDATA section). */
export function feedItemTitles(xml: string): (string | null)[] {
  return xml
    .split('<item>')
    .slice(1)
    .map((item) => {
      const title = /<title>([\s\S]*?)<\/title>/.exec(item)?.[1]
      return title === undefined ? null : (feedReaderText(title)?.text ?? null)
    })
}
