/** The longest word the grams answer by themselves; longer words go through the word index. */
export const GRAM_LENGTH = 3

/**
 * The short-pattern index of a text: every run of one to GRAM_LENGTH adjacent characters of its
 * lower-cased form, each once, except those with white space (a search word is trimmed, so a word
 * of up to GRAM_LENGTH characters never contains any). A document contains such a word exactly
 * when its grams include that word, lower-cased: one key of a GIN index on the grams answers the
 * search without reading the text, which pg_trgm cannot do for one or two characters (most Korean
 * words have two). Three-character words are grams too: most Korean search words have three
 * syllables or fewer, and a three-letter piece of English ("ing") is inside so many words that the
 * word index would have to join a hundred of them, a second at 100,000 articles.
 */
export function searchGrams(text: string): string[] {
  const chars = Array.from(text.toLowerCase())
  const grams = new Set<string>()
  for (let i = 0; i < chars.length; i++) {
    let gram = ''
    for (let j = i; j < i + GRAM_LENGTH && j < chars.length && !/\s/u.test(chars[j]); j++) {
      gram += chars[j]
      grams.add(gram)
    }
  }
  return [...grams]
}

/** The word as the grams hold it: lower-cased, counted in characters (not UTF-16 units). */
export function gramKey(word: string): { key: string; length: number } {
  const key = word.toLowerCase()
  return { key, length: Array.from(key).length }
}

/** The shortest word kept in the word index: shorter ones never hold a word the grams do not answer. */
export const WORD_MIN_LENGTH = GRAM_LENGTH + 1

/**
 * The word index of a text: its distinct words (runs of characters without white space) of the
 * lower-cased form, of WORD_MIN_LENGTH characters or more. A word longer than the grams, without
 * white space, is in a text exactly when it is inside one of the text's words, so the documents
 * that contain it are those holding a word of the vocabulary that contains it: a small lookup in
 * the vocabulary (trigram-indexed) and a GIN index on the documents' word ids answer it without
 * reading any document's text.
 */
export function searchWords(text: string): string[] {
  const words = new Set<string>()
  for (const word of text.toLowerCase().split(/\s+/u)) if (Array.from(word).length >= WORD_MIN_LENGTH) words.add(word)
  return [...words]
}
