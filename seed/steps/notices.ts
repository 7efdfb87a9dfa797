import { SCHEDULED_DATE } from '../fixtures'
import { kstDate, type SeedContext } from '../context'
import { notices } from '../data'
import { ensureDoc } from '../ensureDoc'
import { richText } from '../richText'
import type { NoticeSeed } from '../types'

/** Drafts are written to the main document (draft: false) so both locales are stored there. */
async function seedNotice(ctx: SeedContext, item: NoticeSeed): Promise<void> {
  const _status = item.visibility === 'draft' ? 'draft' : 'published'
  const date = item.visibility === 'scheduled' ? SCHEDULED_DATE : item.date
  await ensureDoc(ctx, {
    collection: 'notices',
    where: { title: { equals: item.text.ko.title } },
    draft: false,
    ko: {
      title: item.text.ko.title,
      body: richText(item.text.ko.body),
      pinned: item.pinned ?? false,
      publishDate: kstDate(date),
      _status,
    },
    en: { title: item.text.en.title, body: richText(item.text.en.body), _status },
  })
}

export async function seedNotices(ctx: SeedContext): Promise<void> {
  for (const item of notices) await seedNotice(ctx, item)
  ctx.log(ctx.tally.line('notices'))
}
