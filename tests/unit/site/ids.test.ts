import { describe, expect, it } from 'vitest'

import { isIdInRange, MAX_INT32, parseIdSegment } from '@/lib/ids'

describe('isIdInRange', () => {
  it('accepts 1 to 2147483647', () => {
    expect(MAX_INT32).toBe(2147483647)
    expect(isIdInRange(1)).toBe(true)
    expect(isIdInRange(2147483647)).toBe(true)
  })

  it('rejects 0, negatives, fractions and numbers the integer column cannot hold', () => {
    for (const n of [0, -1, 1.5, 2147483648, 2 ** 53 + 1, Number.NaN, Infinity])
      expect(isIdInRange(n), String(n)).toBe(false)
  })

  it('accepts 0 where 0 means "all"', () => {
    expect(isIdInRange(0, 0)).toBe(true)
    expect(isIdInRange(-1, 0)).toBe(false)
    expect(isIdInRange(2147483648, 0)).toBe(false)
  })
})

describe('parseIdSegment', () => {
  it('parses 1 to 10 digits, leading zeros included', () => {
    expect(parseIdSegment('12')).toBe(12)
    expect(parseIdSegment('0000000001')).toBe(1)
    expect(parseIdSegment('2147483647')).toBe(2147483647)
  })

  it.each([
    undefined,
    null,
    '',
    'abc',
    '-1',
    '+1',
    ' 1',
    '1.5',
    '1e3',
    '0x10',
    '１２',
    '00000000001',
    '2147483648',
    '9999999999',
  ])('gives null for %j', (raw) => {
    expect(parseIdSegment(raw)).toBeNull()
  })

  it('gives 0 only where 0 is allowed', () => {
    expect(parseIdSegment('0')).toBeNull()
    expect(parseIdSegment('0', 0)).toBe(0)
    expect(parseIdSegment('2147483648', 0)).toBeNull()
  })
})
