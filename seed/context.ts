import type { Payload } from 'payload'

export type SeedOptions = { devAccounts: boolean; log?: (msg: string) => void }
export type SeedSummary = { created: Record<string, number>; skipped: Record<string, number> }

/** Every write: the seed is a trusted server script, and there is no page to revalidate yet. */
export const WRITE = { overrideAccess: true, context: { disableRevalidate: true } } as const

/** Counts what each step created and skipped. */
export class Tally {
  readonly created: Record<string, number> = {}
  readonly skipped: Record<string, number> = {}

  add(key: string, created: boolean): void {
    const bucket = created ? this.created : this.skipped
    bucket[key] = (bucket[key] ?? 0) + 1
  }

  line(key: string): string {
    return `${key}: ${this.created[key] ?? 0} created, ${this.skipped[key] ?? 0} skipped`
  }

  summary(): SeedSummary {
    return { created: { ...this.created }, skipped: { ...this.skipped } }
  }
}

export type SeedContext = {
  payload: Payload
  tally: Tally
  log: (msg: string) => void
  /** Upload ids by filename, so a file used twice in one run is looked up (and counted) once. */
  uploads: Map<string, number>
}

/** A Korean calendar day (`YYYY-MM-DD`) at 10:00 KST, as an ISO timestamp. */
export function kstDate(day: string): string {
  return new Date(`${day}T10:00:00+09:00`).toISOString()
}
