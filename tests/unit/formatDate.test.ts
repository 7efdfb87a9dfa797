import { describe, expect, it } from 'vitest'

import { formatDate, isoDay } from '@/components/Newsroom/formatDate'

describe('formatDate', () => {
  it('formats an ISO date as YYYY.MM.DD', () => {
    expect(formatDate('2026-11-03T01:00:00.000Z')).toBe('2026.11.03')
  })

  it('uses the Seoul calendar day, whatever the server time zone', () => {
    // 16:00 UTC on 2 March is 01:00 on 3 March in Seoul.
    expect(formatDate('2026-03-02T16:00:00.000Z')).toBe('2026.03.03')
    expect(formatDate('2025-12-31T14:59:59.000Z')).toBe('2025.12.31')
    expect(formatDate('2025-12-31T15:00:00.000Z')).toBe('2026.01.01')
  })

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('isoDay', () => {
  it('gives the machine-readable day for <time dateTime>', () => {
    expect(isoDay('2026-11-03T01:00:00.000Z')).toBe('2026-11-03')
    expect(isoDay(undefined)).toBeUndefined()
  })
})
