/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]

/** Milliseconds to one decimal. */
export const round = (ms: number) => Math.round(ms * 10) / 10

/** Count, p50, p95 and max of `times` in milliseconds. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    n: sorted.length,
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'max ms': round(sorted.at(-1) ?? 0),
  }
}
