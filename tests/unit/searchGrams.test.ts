import { describe, expect, it } from 'vitest'

import { gramKey, searchGrams, searchWords } from '@/lib/search/grams'

/** What the grams promise: a 1- or 2-character word is in the grams exactly when it is in the text. */
const containsByGrams = (text: string, word: string) => searchGrams(text).includes(gramKey(word).key)
const containsBySubstring = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase())

const TEXTS = [
  '배달프렌즈가 라이더 안전교육센터를 열었다',
  'Rider safety: 100% free, 24/7 support_desk \\ path',
  '음식배달 앱 「배민」과 K-푸드',
  '',
  '   배   달   ',
]

describe('searchGrams', () => {
  it('holds every character and every pair of adjacent characters, lower-cased, each once', () => {
    expect(searchGrams('배달 Rider').sort()).toEqual(
      ['배', '배달', '달', 'r', 'ri', 'i', 'id', 'd', 'de', 'e', 'er'].sort(),
    )
    expect(searchGrams('aaa')).toEqual(['a', 'aa'])
  })

  it('counts characters, not UTF-16 units (an emoji is one character)', () => {
    expect(searchGrams('😀배')).toEqual(['😀', '😀배', '배'])
  })

  it('answers every 1- and 2-character word exactly as a case-insensitive substring match', () => {
    const words = new Set<string>()
    for (const text of TEXTS) {
      const chars = Array.from(text)
      chars.forEach((c, i) => {
        words.add(c)
        if (chars[i + 1]) words.add(c + chars[i + 1])
      })
    }
    for (const extra of ['%', '_', '\\', 'RI', 'Ri', '달배', '없음', 'x', '센터', '0%']) words.add(extra)
    for (const word of words) {
      if (/\s/u.test(word) || word.trim() === '') continue
      for (const text of TEXTS)
        expect(containsByGrams(text, word), `${word} in ${text}`).toBe(containsBySubstring(text, word))
    }
  })

  it('measures a word in characters', () => {
    expect(gramKey('배달').length).toBe(2)
    expect(gramKey('😀').length).toBe(1)
    expect(gramKey('RIDER')).toEqual({ key: 'rider', length: 5 })
  })
})

/** What the word index promises: a word of 3+ characters without spaces is in the text exactly when a word of the text holds it. */
const containsByWords = (text: string, word: string) => searchWords(text).some((w) => w.includes(gramKey(word).key))

describe('searchWords', () => {
  it('holds the distinct lower-cased words of three characters or more', () => {
    expect(searchWords('배달 Rider riders  RIDER 라이더를\t위한 사업자\n😀😀😀 ab').sort()).toEqual(
      ['rider', 'riders', '라이더를', '사업자', '😀😀😀'].sort(),
    )
    expect(searchWords('   ')).toEqual([])
  })

  it('answers every word of three or more characters without spaces exactly as a case-insensitive substring match', () => {
    const words = new Set<string>()
    for (const text of TEXTS) {
      const chars = Array.from(text)
      for (let i = 0; i < chars.length; i++) for (let n = 3; n <= 6; n++) words.add(chars.slice(i, i + n).join(''))
    }
    for (const extra of ['RIDER', '100%', 'k-푸', 'desk \\', '없는말', '24/7', '_de', '라이더를']) words.add(extra)
    for (const word of words) {
      if (/\s/u.test(word) || Array.from(word).length < 3) continue
      for (const text of TEXTS)
        expect(containsByWords(text, word), `${word} in ${text}`).toBe(containsBySubstring(text, word))
    }
  })
})
