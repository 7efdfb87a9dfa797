/**
 * What a feed reader shows for an item's `<description>`: the HTML inside its one CDATA section,
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
