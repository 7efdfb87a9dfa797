import { describe, expect, it } from 'vitest'

import {
  isGramWord,
  exactTitleWords,
  literalRuns,
  requiredTitleWords,
  titleSortDirection,
  withoutWildcardSearches,
} from '@/lib/restSurface/titleQueries'

describe('requiredTitleWords', () => {
  it("reads a title search as Payload's like does: the value split at each space, every piece required", () => {
    expect(requiredTitleWords({ title: { like: '배민 라이더' } }, 'title')).toEqual([['배민', '라이더']])
    expect(requiredTitleWords({ title: { like: '  배민  ' } }, 'title')).toEqual([['배민']])
    expect(requiredTitleWords({ 'version.title': { like: 'x' } }, 'version.title')).toEqual([['x']])
  })

  it('finds the search under an AND, beside other conditions, as the admin and access rules nest it', () => {
    const where = { and: [{ _status: { equals: 'draft' } }, { or: [{ title: { like: '보도' } }] }] }
    expect(requiredTitleWords(where, 'title')).toEqual([['보도']])
    expect(requiredTitleWords({ _status: { equals: 'draft' }, title: { like: 'a' } }, 'title')).toEqual([['a']])
  })

  it('requires one of the groups of an OR only when each branch searches the title', () => {
    const both = { or: [{ title: { like: 'a' } }, { title: { like: 'b c' } }] }
    expect(requiredTitleWords(both, 'title')).toEqual([['a'], ['b', 'c']])
    expect(requiredTitleWords({ or: [{ title: { like: 'a' } }, { subtitle: { like: 'a' } }] }, 'title')).toBeNull()
    expect(requiredTitleWords({ or: [] }, 'title')).toBeNull()
  })

  it('requires nothing of other fields, other operators, a search of spaces or a value that is not text', () => {
    expect(requiredTitleWords({ subtitle: { like: 'a' } }, 'title')).toBeNull()
    expect(requiredTitleWords({ title: { equals: 'a' } }, 'title')).toBeNull()
    expect(requiredTitleWords({ title: { not_like: 'a' } }, 'title')).toBeNull()
    expect(requiredTitleWords({ title: { like: '   ' } }, 'title')).toBeNull()
    expect(requiredTitleWords({ title: { like: 3 } }, 'title')).toBeNull()
    expect(requiredTitleWords(undefined, 'title')).toBeNull()
    // In a draft list the documents' key is not the versions' one.
    expect(requiredTitleWords({ title: { like: 'a' } }, 'version.title')).toBeNull()
  })
})

describe('exactTitleWords', () => {
  it('spells a where that only searches the title as groups: any one group, every word of it', () => {
    expect(exactTitleWords({ title: { like: 'a' } }, 'title')).toEqual([['a']])
    expect(exactTitleWords({ or: [{ title: { like: 'a' } }, { and: [{ title: { like: 'b c' } }] }] }, 'title')).toEqual(
      [['a'], ['b', 'c']],
    )
  })

  it('joins the words of an AND, so that its count is the count of the where', () => {
    // Counting the first search alone answered 37,541 for a pair no title holds.
    expect(exactTitleWords({ and: [{ title: { like: '1' } }, { title: { like: 'zzq' } }] }, 'title')).toEqual([
      ['1', 'zzq'],
    ])
    const either = { or: [{ title: { like: 'a' } }, { title: { like: 'b' } }] }
    expect(exactTitleWords({ and: [either, { title: { like: 'c' } }] }, 'title')).toEqual([
      ['a', 'c'],
      ['b', 'c'],
    ])
  })

  it('is null beside any other condition, operator or field, and for an AND of too many ORs', () => {
    expect(exactTitleWords({ title: { like: 'a' }, _status: { equals: 'draft' } }, 'title')).toBeNull()
    expect(exactTitleWords({ title: { like: 'a', not_equals: 'b' } }, 'title')).toBeNull()
    expect(exactTitleWords({ and: [{ title: { like: 'a' } }, { id: { in: [1] } }] }, 'title')).toBeNull()
    expect(exactTitleWords({ title: { like: '  ' } }, 'title')).toBeNull()
    expect(exactTitleWords({ and: [] }, 'title')).toBeNull()
    expect(exactTitleWords({}, 'title')).toBeNull()
    const eight = { or: Array.from({ length: 8 }, (_, i) => ({ title: { like: `w${i}` } })) }
    expect(exactTitleWords({ and: [eight, eight] }, 'title')).toHaveLength(64)
    expect(exactTitleWords({ and: [eight, eight, eight] }, 'title')).toBeNull()
  })
})

describe('title words', () => {
  it("looks up the runs a title must hold, reading LIKE's % and _ and its escape as LIKE does", () => {
    expect(literalRuns('배민')).toEqual(['배민'])
    expect(literalRuns('(2024)')).toEqual(['(2024)'])
    expect(literalRuns('a%b')).toEqual(['a', 'b'])
    expect(literalRuns('ab_cd')).toEqual(['ab', 'cd'])
    // An escaped wildcard is a literal character; an escaped escape, a literal backslash.
    expect(literalRuns('5\\%')).toEqual(['5%'])
    expect(literalRuns('a\\\\b')).toEqual(['a\\b'])
    // A trailing escape makes the pattern's closing % literal: `%a\%` is "a%" at the end.
    expect(literalRuns('a\\')).toEqual(['a%'])
    // Wildcards alone: no run, so any title of the locale may match.
    for (const word of ['%', '%%%', '_', '__', '%_%']) expect(literalRuns(word), word).toEqual([])
  })

  it('answers from the grams alone words of one to three letters or digits', () => {
    for (const word of ['가', '배민', '라이더', 'AI', '1']) expect(isGramWord(word), word).toBe(true)
    for (const word of ['라이더스', 'a.b', '(1)', 'a%', '', 'a\tb']) expect(isGramWord(word), word).toBe(false)
  })
})

describe('titleSortDirection', () => {
  it('is the direction of a sort by the title alone', () => {
    expect(titleSortDirection('title', 'title')).toBe('asc')
    expect(titleSortDirection('-title', 'title')).toBe('desc')
    expect(titleSortDirection(['-version.title'], 'version.title')).toBe('desc')
    expect(titleSortDirection(['title', '-createdAt'], 'title')).toBeNull()
    expect(titleSortDirection('-publishDate', 'title')).toBeNull()
    expect(titleSortDirection(undefined, 'title')).toBeNull()
  })
})

describe('withoutWildcardSearches', () => {
  const all = { id: { exists: true } }

  it('drops a title search of wildcards alone and says the title length it needs', () => {
    expect(withoutWildcardSearches({ title: { like: '%' } }, 'title')).toEqual({ where: all, minLength: 0 })
    expect(withoutWildcardSearches({ title: { like: '%_% __' }, _status: { equals: 'draft' } }, 'title')).toEqual({
      where: { _status: { equals: 'draft' } },
      minLength: 2,
    })
    expect(
      withoutWildcardSearches({ or: [{ 'version.title': { like: '%%' } }, { id: { equals: 3 } }] }, 'version.title'),
    ).toEqual({ where: { or: [all, { id: { equals: 3 } }] }, minLength: 0 })
  })

  it('keeps every search with a literal character, escapes included, and other conditions', () => {
    for (const like of ['a', '% 보도', '\\%', 'a\\', '_1'])
      expect(withoutWildcardSearches({ title: { like } }, 'title'), like).toBeNull()
    expect(withoutWildcardSearches({ title: { like: '%', exists: true } }, 'title')).toBeNull()
    expect(withoutWildcardSearches({ subtitle: { like: '%' } }, 'title')).toBeNull()
    expect(withoutWildcardSearches({}, 'title')).toBeNull()
  })
})
