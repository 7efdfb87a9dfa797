// The company's calendar and clock (Seoul), whatever the visitor's zone, as on the rest of the site.
const SEOUL = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** `YYYY.MM.DD HH:mm` in Seoul time, or `YYYY.MM.DD` with `withTime` false; '' when not a date. */
export function formatDateTime(iso: string, withTime = true): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(SEOUL.formatToParts(date).map((p) => [p.type, p.value]))
  const day = `${parts.year}.${parts.month}.${parts.day}`
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day
}
