import type { DataFromGlobalSlug, GlobalSlug } from 'payload'
import type { DeepPartial } from 'ts-essentials'

import { WRITE, type SeedContext } from './context'

type Data<S extends GlobalSlug> = DeepPartial<Omit<DataFromGlobalSlug<S>, 'id'>>

export type GlobalSpec<S extends GlobalSlug> = {
  slug: S
  /** Whether an earlier run already wrote the global (as read in Korean, the default locale). */
  seeded: (current: DataFromGlobalSlug<S>) => boolean
  /** The global as written in Korean. */
  ko: Data<S>
  /** The English pass, given what the Korean write returned, so that array rows keep their ids. */
  en: (written: DataFromGlobalSlug<S>) => Data<S>
}

/**
 * The seed's one way to write a global: only when an earlier run has not, in Korean and then the
 * English pass over it. Counts it in the tally either way, so a second run writes nothing.
 */
export async function ensureGlobal<S extends GlobalSlug>(ctx: SeedContext, spec: GlobalSpec<S>): Promise<void> {
  const { payload, tally } = ctx
  const { slug, seeded, ko, en } = spec
  const current = await payload.findGlobal({ slug, locale: 'ko', depth: 0, overrideAccess: true })
  if (seeded(current)) {
    tally.add(slug, false)
  } else {
    const written = await payload.updateGlobal({ slug, locale: 'ko', data: ko, ...WRITE })
    await payload.updateGlobal({ slug, locale: 'en', data: en(written), ...WRITE })
    tally.add(slug, true)
  }
  ctx.log(tally.line(slug))
}
