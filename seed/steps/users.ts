import type { SeedContext } from '../context'
import { devAccounts } from '../devAccounts'
import { ensureDoc } from '../ensureDoc'

/**
 * `devAccount` has `access.create: () => false`, so only a write with `overrideAccess: true`
 * (which skips field access too) can set it.
 */
export async function seedDevAccounts(ctx: SeedContext): Promise<void> {
  for (const account of devAccounts) {
    await ensureDoc(ctx, {
      collection: 'users',
      where: { email: { equals: account.email } },
      ko: { ...account, devAccount: true },
    })
  }
  ctx.log(ctx.tally.line('users'))
}
