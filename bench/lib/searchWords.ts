import type pg from 'pg'

import { between, pick, seededRandom } from '../corpus/random'

/**
 * Search words as visitors type them, drawn at random (seeded, the seed printed by the caller) from
 * every class a search must answer fast, never from a fixed list:
 * - 1 to 3 Hangul syllables: random syllables (mostly absent) and pieces of the corpus's own words;
 * - Latin words of 3 to 12 letters: random letters (absent) and pieces of the corpus's words
 *   (common or rare, in the searched language or only in the other one);
 * - mixed script: a Latin piece and a Hangul piece run together.
 * The corpus's words come from its vocabulary (search_words), sampled at random.
 */
export type WordClass = 'hangul random' | 'hangul from corpus' | 'latin random' | 'latin from corpus' | 'mixed'

export const WORD_CLASSES: readonly WordClass[] = [
  'hangul random',
  'hangul from corpus',
  'latin random',
  'latin from corpus',
  'mixed',
]

const HANGUL_FIRST = 0xac00
const HANGUL_COUNT = 11_172

const isHangul = (word: string) => /^[\uac00-\ud7a3]+$/u.test(word)
const isLatin = (word: string) => /^[a-z]+$/.test(word)

/** A piece of `word` of between `min` and `max` characters, at a random place. */
function pieceOf(random: () => number, word: string, min: number, max: number): string {
  const chars = Array.from(word)
  const length = Math.min(chars.length, between(random, min, max))
  const start = between(random, 0, chars.length - length)
  return chars.slice(start, start + length).join('')
}

export async function searchWordSampler(client: pg.Client, seed: number) {
  const random = seededRandom(seed)
  // A random sample of the vocabulary, ordered by a hash of the word and the seed: the same seed,
  // the same sample. (TABLESAMPLE SYSTEM picks whole pages: some seeds picked none of 73.)
  const { rows } = await client.query<{ word: string }>(
    'SELECT word FROM search_words ORDER BY md5(word || $1::text) LIMIT 3000',
    [String(seed >>> 0)],
  )
  const hangul = rows.map((r) => r.word).filter(isHangul)
  const latin = rows.map((r) => r.word.replace(/[^a-z]/g, '')).filter((w) => w.length >= 3 && isLatin(w))
  if (hangul.length === 0 || latin.length === 0)
    throw new Error('the vocabulary sample has no Hangul or no Latin words')
  const syllable = () => String.fromCodePoint(HANGUL_FIRST + Math.floor(random() * HANGUL_COUNT))
  const letters = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('')
  const make: Record<WordClass, () => string> = {
    'hangul random': () => Array.from({ length: between(random, 1, 3) }, syllable).join(''),
    'hangul from corpus': () => pieceOf(random, pick(random, hangul), 1, 3),
    'latin random': () => letters(between(random, 3, 12)),
    'latin from corpus': () => pieceOf(random, pick(random, latin), 3, 12),
    mixed: () => pieceOf(random, pick(random, latin), 2, 4) + pieceOf(random, pick(random, hangul), 1, 2),
  }
  return {
    /** A word of the given class, or of a random class. */
    next(wordClass: WordClass = pick(random, WORD_CLASSES)): { word: string; wordClass: WordClass } {
      return { word: make[wordClass](), wordClass }
    },
    pick: <T>(items: readonly T[]) => pick(random, items),
  }
}
