/** Pure helpers of the privacy-policy page (unit-tested). */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })

/** `YYYY.MM.DD` of an instant, on the Korean calendar (the policies are Korean documents). */
export function koreanDay(iso: string): string {
  return dayFormat.format(new Date(iso)).replace(/-/g, '.')
}

/**
 * The version in force at `now`: the latest effective date not in the future; when every version
 * is announced ahead of time, the oldest one. `versions` are newest first.
 */
export function currentVersion<T extends { effectiveDate: string }>(versions: T[], now: Date = new Date()): T | undefined {
  return versions.find((v) => new Date(v.effectiveDate).getTime() <= now.getTime()) ?? versions[versions.length - 1]
}
