export type HighlightPart = { text: string; match: boolean }

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Splits `text` around every case-insensitive occurrence of `keyword`, so the caller can wrap the
 * matches in <mark> as React elements: the text is never parsed as HTML.
 */
export function splitHighlight(text: string, keyword: string | null | undefined): HighlightPart[] {
  const word = keyword?.trim()
  if (!text) return []
  if (!word) return [{ text, match: false }]
  const pattern = new RegExp(`(${escapeRegExp(word)})`, 'giu')
  // With one capturing group, split puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((piece, i) => ({ text: piece, match: i % 2 === 1 }))
    .filter((part) => part.text !== '')
}
