/** Pure helpers of the privacy-policy page (unit-tested). */

import { formatDate } from '../seoulDate'

/** `YYYY.MM.DD` of an instant, on the Korean calendar (the policies are Korean documents). */
export function koreanDay(iso: string): string {
  return formatDate(iso)
}

/**
 * The version in force at `now`: the latest effective date not in the future; when every version
 * is announced ahead of time, the oldest one. `versions` are newest first.
 */
export function currentVersion<T extends { effectiveDate: string }>(
  versions: T[],
  now: Date = new Date(),
): T | undefined {
  return versions.find((v) => new Date(v.effectiveDate).getTime() <= now.getTime()) ?? versions[versions.length - 1]
}
