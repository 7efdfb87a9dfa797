import type { Where } from 'payload'

/** Receipt acknowledged within 7 days, a result within 3 months of receipt. */
export const ACKNOWLEDGE_DAYS = 7
export const RESULT_MONTHS = 3

export const reportStatuses = ['received', 'inReview', 'answered', 'closed'] as const
export type ReportStatus = (typeof reportStatuses)[number]

export function dueDates(receivedAt: string): { acknowledgeBy: string; resultBy: string } {
  const received = new Date(receivedAt)
  const acknowledgeBy = new Date(received.getTime() + ACKNOWLEDGE_DAYS * 24 * 60 * 60 * 1000)
  const resultBy = new Date(received)
  resultBy.setUTCMonth(resultBy.getUTCMonth() + RESULT_MONTHS)
  return { acknowledgeBy: acknowledgeBy.toISOString(), resultBy: resultBy.toISOString() }
}

/** Overdue: still unacknowledged after 7 days, or without a result after 3 months. */
export function isOverdue(
  report: { status?: string | null; acknowledgeBy?: string | null; resultBy?: string | null },
  now = new Date(),
): boolean {
  const past = (date?: string | null) => !!date && new Date(date).getTime() < now.getTime()
  if (report.status === 'received' && past(report.acknowledgeBy)) return true
  return (report.status === 'received' || report.status === 'inReview') && past(report.resultBy)
}

/** The same rule as a query, for the list's filter and the dashboard's count. */
export function overdueWhere(now = new Date()): Where {
  const at = now.toISOString()
  return {
    or: [
      { and: [{ status: { equals: 'received' } }, { acknowledgeBy: { less_than: at } }] },
      { and: [{ status: { in: ['received', 'inReview'] } }, { resultBy: { less_than: at } }] },
    ],
  }
}

/** Reports whose reporter wrote again and has no reply yet (followUpAt set), for the list and the dashboard. */
export const followUpWhere: Where = { followUpAt: { exists: true } }

const SEOUL_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' })

/** Whole calendar days in Seoul from `now` until `due` (0 on the day itself, negative once past it). */
export function daysLeft(due: string, now = new Date()): number {
  const day = (date: Date) => Date.parse(`${SEOUL_DAY.format(date)}T00:00:00Z`)
  return Math.round((day(new Date(due)) - day(now)) / (24 * 60 * 60 * 1000))
}
