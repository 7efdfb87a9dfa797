/**
 * The short-pattern index of a text: every character (unigram) and every pair of adjacent
 * characters (bigram) of its lower-cased form, each once, except those with white space (a search
 * word is trimmed, so a one- or two-character word never contains any). A document contains a
 * one- or two-character word exactly when its grams include that word, lower-cased: a GIN index on
 * the grams answers such searches without reading the text, which pg_trgm cannot do (its trigrams
 * need three characters, and most Korean words have two).
 */
export function searchGrams(text: string): string[] {
  const chars = Array.from(text.toLowerCase())
  const grams = new Set<string>()
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]
    if (/\s/u.test(c)) continue
    grams.add(c)
    const next = chars[i + 1]
    if (next !== undefined && !/\s/u.test(next)) grams.add(c + next)
  }
  return [...grams]
}

/** The longest word the grams answer by themselves; longer words go through the trigram index. */
export const GRAM_LENGTH = 2

/** The word as the grams hold it: lower-cased, counted in characters (not UTF-16 units). */
export function gramKey(word: string): { key: string; length: number } {
  const key = word.toLowerCase()
  return { key, length: Array.from(key).length }
}

/** The shortest word kept in the word index: shorter ones never hold a word the grams do not answer. */
export const WORD_MIN_LENGTH = GRAM_LENGTH + 1

/**
 * The word index of a text: its distinct words (runs of characters without white space) of the
 * lower-cased form, of WORD_MIN_LENGTH characters or more. A word of three or more characters
 * without white space is in a text exactly when it is inside one of the text's words, so the
 * documents that contain it are those holding a word of the vocabulary that contains it: a small
 * lookup in the vocabulary (trigram-indexed) and a GIN index on the documents' word ids answer it
 * without reading any document's text.
 */
export function searchWords(text: string): string[] {
  const words = new Set<string>()
  for (const word of text.toLowerCase().split(/\s+/u)) if (Array.from(word).length >= WORD_MIN_LENGTH) words.add(word)
  return [...words]
}
