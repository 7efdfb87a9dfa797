import { describe, expect, it } from 'vitest'

import { badRequest, HttpError, isDatabaseUnavailable, notFound } from '@/lib/http/errors'

const withCode = (code: string, message = 'db error') => Object.assign(new Error(message), { code })

describe('HttpError helpers', () => {
  it('badRequest is a 400 HttpError with the given message', () => {
    const error = badRequest('pageNumber must be a positive whole number.')
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toBeInstanceOf(Error)
    expect(error.status).toBe(400)
    expect(error.message).toBe('pageNumber must be a positive whole number.')
  })

  it('notFound is a 404 HttpError with a default message', () => {
    expect(notFound().status).toBe(404)
    expect(notFound().message).toBe('Not found.')
    expect(notFound('No such report.').message).toBe('No such report.')
  })
})

describe('isDatabaseUnavailable', () => {
  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08001',
    '08003',
    '08006',
  ])('is true for an error with code %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true)
  })

  it('is true when the code sits on the direct cause', () => {
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('57P01') }))).toBe(true)
  })

  it('is true when the code sits several causes deep', () => {
    const deep = new Error('outer', {
      cause: new Error('middle', { cause: new Error('inner', { cause: withCode('ECONNREFUSED') }) }),
    })
    expect(isDatabaseUnavailable(deep)).toBe(true)
  })

  it('is true for an AggregateError whose errors include a refused connection', () => {
    const aggregate = new AggregateError(
      [new Error('irrelevant'), withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')],
      '',
    )
    expect(isDatabaseUnavailable(aggregate)).toBe(true)
  })

  it('is true for a plain object with an errors array holding an unavailable error', () => {
    expect(isDatabaseUnavailable({ message: 'many', errors: [{ code: 'ETIMEDOUT' }] })).toBe(true)
  })

  it('is true for an AggregateError found in the cause chain', () => {
    const aggregate = new AggregateError([withCode('ECONNREFUSED')], '')
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: aggregate }))).toBe(true)
  })

  it("is true for the message 'Connection terminated unexpectedly'", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it("is true for the message 'timeout exceeded when trying to connect'", () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('is true for those messages found on a cause', () => {
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true)
  })

  it.each([
    ['an ordinary Error', new Error('Something went wrong')],
    ['a TypeError', new TypeError('Cannot read properties of undefined')],
    ['an HttpError', badRequest('bad')],
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601', 'syntax error at or near "FROM"')],
    ['an AggregateError of ordinary errors', new AggregateError([new Error('a'), new Error('b')], '')],
    ['an error with an ordinary cause', new Error('outer', { cause: new Error('inner') })],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it.each([null, undefined, 'Connection refused?', 42])('is false for the non-error %j', (value) => {
    expect(isDatabaseUnavailable(value)).toBe(false)
  })

  it('stops on a self-referencing cause chain', () => {
    const error: Error & { cause?: unknown } = new Error('loop')
    error.cause = error
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
