import { WRITE, type SeedContext } from '../context'
import { devAccounts } from '../devAccounts'

/**
 * `devAccount` has `access.create: () => false`, so only a write with `overrideAccess: true`
 * (which skips field access too) can set it.
 */
export async function seedDevAccounts(ctx: SeedContext): Promise<void> {
  for (const account of devAccounts) {
    const found = await ctx.payload.find({
      collection: 'users',
      where: { email: { equals: account.email } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (found.docs.length > 0) {
      ctx.tally.add('users', false)
      continue
    }
    await ctx.payload.create({ collection: 'users', data: { ...account, devAccount: true }, ...WRITE })
    ctx.tally.add('users', true)
  }
  ctx.log(ctx.tally.line('users'))
}
