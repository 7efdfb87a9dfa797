/** Dates are those of the company's calendar and clock (Seoul), whatever the server's or visitor's zone. */
const SEOUL = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Seoul calendar and clock fields of an instant; null for a missing or invalid date. */
function seoulParts(
  value: string | Date | null | undefined,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return Object.fromEntries(SEOUL.formatToParts(date).map((p) => [p.type, p.value]))
}

/** An instant (ISO string or Date) as `YYYY.MM.DD` (SPEC §2), in Seoul time; '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const parts = seoulParts(value)
  return parts ? `${parts.year}.${parts.month}.${parts.day}` : ''
}

/** `YYYY.MM.DD HH:mm` in Seoul time, or `YYYY.MM.DD` with `withTime` false; '' when not a date. */
export function formatDateTime(value: string | Date | null | undefined, withTime = true): string {
  const parts = seoulParts(value)
  if (!parts) return ''
  const day = `${parts.year}.${parts.month}.${parts.day}`
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day
}

/** The same date as a `<time dateTime>` value (YYYY-MM-DD). */
export function isoDay(value: string | Date | null | undefined): string | undefined {
  const formatted = formatDate(value)
  return formatted ? formatted.replaceAll('.', '-') : undefined
}

/** `YYYY-MM-DD HH:mm` in Seoul time, as the admin writes dates (its dateFormat); '' when not a date. */
export function formatAdminDateTime(value: string | Date | null | undefined): string {
  const parts = seoulParts(value)
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : ''
}
