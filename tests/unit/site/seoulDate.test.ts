import { describe, expect, it } from 'vitest'

import { formatAdminDateTime, formatDate, formatDateTime, isoDay } from '@/lib/seoulDate'
import { koreanDay } from '@/lib/site/policy'
import { newReceiptNumber } from '@/lib/submissions/receipt'

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

// One formatter serves the lists, the detail pages, Main, the status page, the policies and the
// receipt numbers: these pin what the former copies had in common, and the one case they did not.
describe('the one Seoul formatter', () => {
  it('takes a Date as well as an ISO string', () => {
    expect(formatDate(new Date('2025-12-31T15:00:00.000Z'))).toBe('2026.01.01')
    expect(formatDate(new Date('not a date'))).toBe('')
  })

  it('shows midnight in Seoul as 00:00, never 24:00', () => {
    expect(formatDateTime('2026-03-01T15:00:00.000Z')).toBe('2026.03.02 00:00')
    expect(formatDateTime('2026-03-01T14:59:00.000Z')).toBe('2026.03.01 23:59')
  })

  it('gives the same day to the list dates, the policy dates and the status page', () => {
    const iso = '2025-07-31T15:00:00.000Z'
    expect(koreanDay(iso)).toBe(formatDate(iso))
    expect(formatDateTime(iso, false)).toBe(formatDate(iso))
  })

  it('dates a receipt number by the Seoul calendar', () => {
    expect(newReceiptNumber('Q', new Date('2025-12-31T15:00:00.000Z'))).toMatch(/^Q-20260101-/)
  })

  it('gives an empty string, not an exception, for an invalid policy date', () => {
    expect(koreanDay('not a date')).toBe('')
  })
})

describe('formatAdminDateTime', () => {
  it("writes the admin's YYYY-MM-DD HH:mm in Seoul time, across the day's edge", () => {
    expect(formatAdminDateTime('2026-03-01T15:00:00.000Z')).toBe('2026-03-02 00:00')
    expect(formatAdminDateTime('2099-01-01T00:05:00.000Z')).toBe('2099-01-01 09:05')
    expect(formatAdminDateTime('not a date')).toBe('')
    expect(formatAdminDateTime(null)).toBe('')
  })
})
