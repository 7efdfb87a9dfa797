import { describe, expect, it } from 'vitest'

import { boundedRead, MAX_LIMIT, MAX_WHERE_CONDITIONS, RestQueryError } from '@/lib/restSurface/readLimits'
import { clientFault, sqlState } from '@/lib/restSurface/restErrors'

const likes = (n: number) => ({ or: Array.from({ length: n }, (_, i) => ({ title: { like: `w${i}` } })) })

describe('boundedRead', () => {
  it('caps limit at MAX_LIMIT and turns limit=0 and pagination=false into one paged MAX_LIMIT', () => {
    expect(boundedRead({ limit: 500 })).toMatchObject({ limit: MAX_LIMIT, pagination: true })
    expect(boundedRead({ limit: 0 })).toMatchObject({ limit: MAX_LIMIT, pagination: true })
    expect(boundedRead({ pagination: false })).toMatchObject({ limit: MAX_LIMIT, pagination: true })
    expect(boundedRead({ limit: 25, page: 3 })).toMatchObject({ limit: 25, page: 3, pagination: true })
  })

  it.each([{ page: -1 }, { page: 0 }, { page: 1e20 }, { page: 1.5 }, { page: 'x' }, { limit: -1 }, { limit: 'abc' }])(
    'refuses %o',
    (args) => {
      expect(() => boundedRead(args)).toThrow(RestQueryError)
    },
  )

  it(`accepts ${MAX_WHERE_CONDITIONS} conditions and refuses one more, however nested`, () => {
    expect(() => boundedRead({ where: likes(MAX_WHERE_CONDITIONS) })).not.toThrow()
    expect(() => boundedRead({ where: likes(MAX_WHERE_CONDITIONS + 1) })).toThrow(/21 conditions/)
    expect(() => boundedRead({ where: { and: [likes(10), { or: [likes(10), { id: { equals: 1 } }] }] } })).toThrow(
      /21 conditions/,
    )
  })

  it('refuses a text search (like, not_like, contains) whose operand is not text', () => {
    for (const operator of ['like', 'not_like', 'contains'])
      for (const operand of [['x'], { 0: 'x' }, 3, null])
        expect(() => boundedRead({ where: { title: { [operator]: operand } } }), operator).toThrow(/must be text/)
    expect(boundedRead({ where: { title: { like: 'x y' } } }).where).toEqual({ title: { like: 'x y' } })
  })

  it('refuses a where that is not an object, geo operators and unknown operators', () => {
    expect(() => boundedRead({ where: 'notanobject' })).toThrow(/must be an object/)
    expect(() => boundedRead({ where: { title: { near: '1,2' } } })).toThrow(/point fields/)
    expect(() => boundedRead({ where: { title: { regex: '.*' } } })).toThrow(/not a query operator/)
    expect(() => boundedRead({ where: { title: 'x' } })).toThrow(/operator/)
  })
})

describe('clientFault', () => {
  const pgError = (code: string) =>
    Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) })

  it('finds the SQLSTATE behind the query wrapper', () => {
    expect(sqlState(pgError('22P02'))).toBe('22P02')
    expect(sqlState(new Error('plain'))).toBeUndefined()
  })

  it('answers data errors and malformed JSON 400, a cancelled statement or an unreachable database 503, anything else as it was', () => {
    expect(clientFault(pgError('22P02'))?.status).toBe(400)
    expect(clientFault(pgError('22003'))?.status).toBe(400)
    expect(clientFault(new SyntaxError('Unexpected token'))?.status).toBe(400)
    expect(clientFault(new RestQueryError('bad page'))).toEqual({ status: 400, message: 'bad page' })
    expect(clientFault(pgError('57014'))?.status).toBe(503)
    expect(clientFault(pgError('23505'))).toBeNull()
    // No free connection in the pool's wait, or no database at all: busy, not broken.
    expect(clientFault(new Error('timeout exceeded when trying to connect'))?.status).toBe(503)
    expect(clientFault(Object.assign(new Error('Failed query'), { cause: pgError('ECONNREFUSED') }))?.status).toBe(503)
    expect(clientFault(new TypeError('x'))).toBeNull()
  })
})
