import { SCHEDULED_DATE } from '../fixtures'
import { WRITE, kstDate, type SeedContext } from '../context'
import { notices } from '../data'
import { richText } from '../richText'
import type { NoticeSeed } from '../types'

async function seedNotice(ctx: SeedContext, item: NoticeSeed): Promise<void> {
  const collection = 'notices'
  const found = await ctx.payload.find({
    collection,
    locale: 'ko',
    where: { title: { equals: item.text.ko.title } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (found.docs.length > 0) return ctx.tally.add(collection, false)

  // Drafts are written to the main document (draft: false) so both locales are stored there.
  const _status = item.visibility === 'draft' ? 'draft' : 'published'
  const date = item.visibility === 'scheduled' ? SCHEDULED_DATE : item.date
  const doc = await ctx.payload.create({
    collection,
    locale: 'ko',
    draft: false,
    data: {
      title: item.text.ko.title,
      body: richText(item.text.ko.body),
      pinned: item.pinned ?? false,
      publishDate: kstDate(date),
      _status,
    },
    ...WRITE,
  })
  await ctx.payload.update({
    collection,
    id: doc.id,
    locale: 'en',
    draft: false,
    data: { title: item.text.en.title, body: richText(item.text.en.body), _status },
    ...WRITE,
  })
  ctx.tally.add(collection, true)
}

export async function seedNotices(ctx: SeedContext): Promise<void> {
  for (const item of notices) await seedNotice(ctx, item)
  ctx.log(ctx.tally.line('notices'))
}
