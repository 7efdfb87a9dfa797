/** Dates are those of the company's calendar (Seoul), whatever the server's or visitor's zone. */
const SEOUL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })

/** An ISO date as `YYYY.MM.DD` (SPEC §2), in Seoul time; '' for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const part = (type: Intl.DateTimeFormatPartTypes) => SEOUL_DATE.formatToParts(date).find((p) => p.type === type)?.value ?? ''
  return `${part('year')}.${part('month')}.${part('day')}`
}

/** The same date as a `<time dateTime>` value (YYYY-MM-DD). */
export function isoDay(iso: string | null | undefined): string | undefined {
  const formatted = formatDate(iso)
  return formatted ? formatted.replaceAll('.', '-') : undefined
}
