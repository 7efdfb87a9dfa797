import { describe, expect, it } from 'vitest'

import { gramKey, searchGrams, searchWords } from '@/lib/search/grams'

/** What the grams promise: a word of 1 to 3 characters is in the grams exactly when it is in the text. */
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
  it('holds every run of one, two and three adjacent characters, lower-cased, each once', () => {
    expect(searchGrams('배달 Rider').sort()).toEqual(
      ['배', '배달', '달', 'r', 'ri', 'rid', 'i', 'id', 'ide', 'd', 'de', 'der', 'e', 'er', 'r']
        .filter((g, i, all) => all.indexOf(g) === i)
        .sort(),
    )
    expect(searchGrams('aaaa')).toEqual(['a', 'aa', 'aaa'])
  })

  it('counts characters, not UTF-16 units (an emoji is one character)', () => {
    expect(searchGrams('😀배')).toEqual(['😀', '😀배', '배'])
    expect(searchGrams('😀😀😀')).toEqual(['😀', '😀😀', '😀😀😀'])
  })

  it('answers every word of 1 to 3 characters exactly as a case-insensitive substring match', () => {
    const words = new Set<string>()
    for (const text of TEXTS) {
      const chars = Array.from(text)
      chars.forEach((c, i) => {
        words.add(c)
        if (chars[i + 1]) words.add(c + chars[i + 1])
        if (chars[i + 2]) words.add(c + chars[i + 1] + chars[i + 2])
      })
    }
    for (const extra of [
      '%',
      '_',
      '\\',
      'RI',
      'Ri',
      '달배',
      '없음',
      'x',
      '센터',
      '0%',
      'RID',
      '라이더',
      '더라이',
      '_de',
    ])
      words.add(extra)
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

/** What the word index promises: a word of 4+ characters without spaces is in the text exactly when a word of the text holds it. */
const containsByWords = (text: string, word: string) => searchWords(text).some((w) => w.includes(gramKey(word).key))

describe('searchWords', () => {
  it('holds the distinct lower-cased words of four characters or more', () => {
    expect(searchWords('배달 Rider riders  RIDER 라이더를\t위한 사업자\n😀😀😀😀 abc').sort()).toEqual(
      ['rider', 'riders', '라이더를', '😀😀😀😀'].sort(),
    )
    expect(searchWords('   ')).toEqual([])
  })

  it('answers every word of four or more characters without spaces exactly as a case-insensitive substring match', () => {
    const words = new Set<string>()
    for (const text of TEXTS) {
      const chars = Array.from(text)
      for (let i = 0; i < chars.length; i++) for (let n = 4; n <= 7; n++) words.add(chars.slice(i, i + n).join(''))
    }
    for (const extra of ['RIDER', '100%', 'k-푸드', 'desk \\', '없는말들', '24/7', '_des', '라이더를']) words.add(extra)
    for (const word of words) {
      if (/\s/u.test(word) || Array.from(word).length < 4) continue
      for (const text of TEXTS)
        expect(containsByWords(text, word), `${word} in ${text}`).toBe(containsBySubstring(text, word))
    }
  })
})
