import { describe, expect, it } from 'vitest'

import { daysLeft } from '@/lib/reports/due'

describe('days left until a due date, counted in Seoul', () => {
  const now = new Date('2026-11-30T14:30:00Z') // 23:30 on 30 November in Seoul

  it('counts calendar days in Seoul, not 24-hour spans from now', () => {
    expect(daysLeft('2026-11-30T15:00:00Z', now)).toBe(1) // 00:00 on 1 December in Seoul
    expect(daysLeft('2026-11-30T14:59:00Z', now)).toBe(0) // still 30 November in Seoul
    expect(daysLeft('2026-12-07T03:00:00Z', now)).toBe(7)
  })

  it('is negative once the day has passed', () => {
    expect(daysLeft('2026-11-29T10:00:00Z', now)).toBe(-1)
    expect(daysLeft('2026-11-20T10:00:00Z', now)).toBe(-10)
  })
})
