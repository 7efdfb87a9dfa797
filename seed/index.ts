import type { Payload } from 'payload'

import { Tally, type SeedContext, type SeedOptions, type SeedSummary } from './context'
import { seedBanners } from './steps/banners'
import { seedLibrary } from './steps/library'
import { seedNewsroom } from './steps/newsroom'
import { seedNotices } from './steps/notices'
import { seedSite } from './steps/site'
import { seedDevAccounts } from './steps/users'
import { seedWritings } from './steps/writings'

export type { SeedOptions, SeedSummary } from './context'

/**
 * Fills an empty database with the site's content (both locales), its pictures and files, and,
 * in development, one staff account per role. Idempotent: every document is looked up by a
 * natural key first, and globals are written only while still empty, so a second run creates
 * nothing and never overwrites an editor's changes.
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<SeedSummary> {
  const tally = new Tally()
  const ctx: SeedContext = { payload, tally, log: options.log ?? (() => {}), uploads: new Map() }
  await seedSite(ctx)
  await seedBanners(ctx)
  await seedNewsroom(ctx)
  await seedNotices(ctx)
  await seedWritings(ctx)
  await seedLibrary(ctx)
  if (options.devAccounts) await seedDevAccounts(ctx)
  ctx.log(tally.line('images'))
  ctx.log(tally.line('downloads'))
  return tally.summary()
}
