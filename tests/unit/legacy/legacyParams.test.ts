import { describe, expect, it } from 'vitest'

import { escapeLike } from '@/lib/data/listQuery'
import { HttpError } from '@/lib/http/errors'
import { parseId, parseKeyword, parseListQuery, parseOptionalId, resolveLocale } from '@/lib/legacy/params'

/** Runs `fn` and returns the HttpError it throws (fails the test when it throws nothing else). */
function thrown(fn: () => unknown): HttpError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return error as HttpError
  }
  throw new Error('expected an HttpError, but nothing was thrown')
}

const query = (init: Record<string, string>) => new URLSearchParams(init)

describe('parseListQuery', () => {
  it('defaults to page 1, the given page size and TITLE_CONTENT search', () => {
    expect(parseListQuery(query({}), 20)).toEqual({
      pageNumber: 1,
      pageSize: 20,
      keyword: undefined,
      searchType: 'TITLE_CONTENT',
    })
    expect(parseListQuery(query({}), 10).pageSize).toBe(10)
  })

  it('reads pageNumber, pageSize, searchKeyword and searchType from the query', () => {
    const params = query({ pageNumber: '3', pageSize: '50', searchKeyword: '  배민  ', searchType: 'TITLE' })
    expect(parseListQuery(params, 20)).toEqual({
      pageNumber: 3,
      pageSize: 50,
      keyword: '배민',
      searchType: 'TITLE',
    })
  })

  it.each(['0', '-1', 'abc', '1.5', '', '1e2', ' 1'])('rejects pageNumber %j with 400', (pageNumber) => {
    expect(thrown(() => parseListQuery(query({ pageNumber }), 20)).status).toBe(400)
  })

  it('rejects a pageNumber beyond the 32-bit range with 400', () => {
    expect(thrown(() => parseListQuery(query({ pageNumber: '2147483648' }), 20)).status).toBe(400)
  })

  it.each(['0', '-5', '2.5', 'ten', ''])('rejects pageSize %j with 400', (pageSize) => {
    expect(thrown(() => parseListQuery(query({ pageSize }), 20)).status).toBe(400)
  })

  it('rejects pageSize over 500 with 400', () => {
    expect(thrown(() => parseListQuery(query({ pageSize: '501' }), 20)).status).toBe(400)
  })

  it('accepts pageSize 500', () => {
    expect(parseListQuery(query({ pageSize: '500' }), 20).pageSize).toBe(500)
  })

  it('accepts searchType TITLE_CONTENT explicitly', () => {
    expect(parseListQuery(query({ searchType: 'TITLE_CONTENT' }), 20).searchType).toBe('TITLE_CONTENT')
  })

  it.each(['title', 'CONTENT', '', 'TITLE_CONTENT '])('rejects searchType %j with 400', (searchType) => {
    expect(thrown(() => parseListQuery(query({ searchType }), 20)).status).toBe(400)
  })

  it('rejects a keyword over 100 characters with 400', () => {
    expect(thrown(() => parseListQuery(query({ searchKeyword: 'a'.repeat(101) }), 20)).status).toBe(400)
  })
})

describe('parseKeyword', () => {
  it('returns undefined when there is no keyword', () => {
    expect(parseKeyword(null)).toBeUndefined()
  })

  it('returns undefined for an empty or spaces-only keyword', () => {
    expect(parseKeyword('')).toBeUndefined()
    expect(parseKeyword('     ')).toBeUndefined()
  })

  it('trims surrounding whitespace', () => {
    expect(parseKeyword('  delivery robot \n')).toBe('delivery robot')
  })

  it('accepts exactly 100 ASCII characters', () => {
    expect(parseKeyword('a'.repeat(100))).toBe('a'.repeat(100))
  })

  it('rejects 101 ASCII characters with 400', () => {
    expect(thrown(() => parseKeyword('a'.repeat(101))).status).toBe(400)
  })

  it('counts Korean syllables as one character each: 100 accepted, 101 rejected', () => {
    expect(parseKeyword('가'.repeat(100))).toBe('가'.repeat(100))
    expect(thrown(() => parseKeyword('가'.repeat(101))).status).toBe(400)
  })

  it('counts an emoji as one character (code points, not UTF-16 units): 100 accepted, 101 rejected', () => {
    const hundred = '😀'.repeat(100)
    expect(hundred.length).toBe(200)
    expect(parseKeyword(hundred)).toBe(hundred)
    expect(thrown(() => parseKeyword('😀'.repeat(101))).status).toBe(400)
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['SOH', '\u0001abc'],
    ['backspace', 'abc\u0008'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
  ])('rejects a keyword containing %s with 400', (_name, raw) => {
    expect(thrown(() => parseKeyword(raw)).status).toBe(400)
  })

  it.each([
    `it's "quoted"`,
    `' OR 1=1 --`,
    '100%',
    'snake_case',
    'back\\slash',
    '<script>alert(1)</script>',
    '; DROP TABLE users;',
  ])('keeps %j exactly as typed', (raw) => {
    expect(parseKeyword(raw)).toBe(raw)
  })
})

describe('parseId', () => {
  it('parses a decimal id', () => {
    expect(parseId('12', 'id')).toBe(12)
    expect(parseId('2147483647', 'id')).toBe(2147483647)
  })

  it.each(['abc', '-1', '1.5', '1e3', ' 12', '0x10', '１２'])('rejects %j with 400', (raw) => {
    expect(thrown(() => parseId(raw, 'id')).status).toBe(400)
  })

  it.each([null, undefined, ''])('rejects a missing id (%j) with 400', (raw) => {
    expect(thrown(() => parseId(raw, 'id')).status).toBe(400)
  })

  it('answers 404 for id 0', () => {
    expect(thrown(() => parseId('0', 'id')).status).toBe(404)
  })

  it('answers 404 for an id beyond 2147483647', () => {
    expect(thrown(() => parseId('2147483648', 'id')).status).toBe(404)
    expect(thrown(() => parseId('99999999999999999999', 'id')).status).toBe(404)
  })

  it('names the parameter in the 400 message', () => {
    expect(thrown(() => parseId('x', 'categorySeq')).message).toContain('categorySeq')
  })
})

describe('parseOptionalId', () => {
  it('treats absence, empty and 0 as "all"', () => {
    expect(parseOptionalId(null, 'categorySeq')).toBeUndefined()
    expect(parseOptionalId('', 'categorySeq')).toBeUndefined()
    expect(parseOptionalId('0', 'categorySeq')).toBeUndefined()
  })

  it('parses a positive id', () => {
    expect(parseOptionalId('4', 'categorySeq')).toBe(4)
  })

  it('rejects non-digits with 400', () => {
    expect(thrown(() => parseOptionalId('abc', 'categorySeq')).status).toBe(400)
  })

  it('answers 404 for an id beyond 2147483647', () => {
    expect(thrown(() => parseOptionalId('2147483648', 'categorySeq')).status).toBe(404)
  })
})

describe('resolveLocale', () => {
  const request = (search: string, cookie?: string) =>
    new Request(`http://x/api/report${search}`, cookie === undefined ? undefined : { headers: { cookie } })

  it.each([
    ['?lang=ko', 'ko'],
    ['?lang=KO', 'ko'],
    ['?lang=en', 'en'],
    ['?lang=EN', 'en'],
    ['?lang=En', 'en'],
    ['?lang=KR', 'ko'],
    ['?lang=kr', 'ko'],
  ] as const)('reads the lang query %s as %s', (search, locale) => {
    expect(resolveLocale(request(search))).toBe(locale)
  })

  it('reads the lang cookie EN as English', () => {
    expect(resolveLocale(request('', 'lang=EN'))).toBe('en')
  })

  it('reads the lang cookie KR as Korean', () => {
    expect(resolveLocale(request('', 'lang=KR'))).toBe('ko')
  })

  it('finds the lang cookie among other cookies', () => {
    expect(resolveLocale(request('', 'session=abc; lang=EN; theme=dark'))).toBe('en')
  })

  it('lets the query win over the cookie', () => {
    expect(resolveLocale(request('?lang=ko', 'lang=EN'))).toBe('ko')
    expect(resolveLocale(request('?lang=EN', 'lang=KR'))).toBe('en')
  })

  it('reads English when query and cookie are both EN', () => {
    expect(resolveLocale(new Request('http://x/api/report?lang=EN', { headers: { cookie: 'lang=EN' } }))).toBe('en')
  })

  it('reads the cookie when the lang query is present but empty', () => {
    expect(resolveLocale(request('?lang=', 'lang=EN'))).toBe('en')
  })

  it('falls back to Korean without query or cookie', () => {
    expect(resolveLocale(request(''))).toBe('ko')
  })

  it.each(['?lang=fr', '?lang=english', '?lang=e%00n', '?lang=en-US'])('falls back to Korean for %s', (search) => {
    expect(resolveLocale(request(search))).toBe('ko')
  })

  it('falls back to Korean for an unknown cookie value', () => {
    expect(resolveLocale(request('', 'lang=JP'))).toBe('ko')
  })

  it('ignores a cookie whose name only ends in lang', () => {
    expect(resolveLocale(request('', 'xlang=EN'))).toBe('ko')
  })
})

describe('escapeLike', () => {
  it('escapes %, _ and backslash so they match themselves', () => {
    expect(escapeLike('100%')).toBe('100\\%')
    expect(escapeLike('snake_case')).toBe('snake\\_case')
    expect(escapeLike('a\\b')).toBe('a\\\\b')
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\')
  })

  it('leaves other text, quotes included, unchanged', () => {
    expect(escapeLike(`배민 ' OR 1=1 --`)).toBe(`배민 ' OR 1=1 --`)
  })
})
