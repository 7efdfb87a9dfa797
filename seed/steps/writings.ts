import { WRITE, kstDate, type SeedContext } from '../context'
import { writingCategories, writings } from '../data'
import { richText } from '../richText'
import type { WritingCategoryKey } from '../types'
import { ensureImage } from './uploads'

const CATEGORY_COLORS: Record<WritingCategoryKey, [string, string]> = {
  environment: ['#66bb6a', '#1b5e20'],
  partners: ['#ffb74d', '#e65100'],
  riders: ['#4fc3f7', '#01579b'],
  people: ['#f06292', '#880e4f'],
}
const PICTURES_PER_CATEGORY = 2
const CATEGORY_LABELS: Record<WritingCategoryKey, string> = {
  environment: 'PLANET',
  partners: 'OWNERS',
  riders: 'RIDERS',
  people: 'PEOPLE',
}

async function ensureCategories(ctx: SeedContext): Promise<Record<WritingCategoryKey, number>> {
  const ids: Partial<Record<WritingCategoryKey, number>> = {}
  for (const { key, ...data } of writingCategories) {
    const found = await ctx.payload.find({
      collection: 'writing-categories',
      where: { koreaName: { equals: data.koreaName } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const existing = found.docs[0]
    if (existing) {
      ids[key] = existing.id
      ctx.tally.add('writing-categories', false)
      continue
    }
    const doc = await ctx.payload.create({ collection: 'writing-categories', data, ...WRITE })
    ids[key] = doc.id
    ctx.tally.add('writing-categories', true)
  }
  ctx.log(ctx.tally.line('writing-categories'))
  const complete = (value: Partial<Record<WritingCategoryKey, number>>): value is Record<WritingCategoryKey, number> =>
    writingCategories.every(({ key }) => typeof value[key] === 'number')
  if (!complete(ids)) throw new Error('A writing category is missing after seeding the categories.')
  return ids
}

export async function seedWritings(ctx: SeedContext): Promise<void> {
  const categories = await ensureCategories(ctx)
  const perCategory: Partial<Record<WritingCategoryKey, number>> = {}
  for (const item of writings) {
    // Two pictures per category, alternating between its posts.
    const count = (perCategory[item.category] = (perCategory[item.category] ?? 0) + 1)
    const index = ((count - 1) % PICTURES_PER_CATEGORY) + 1
    const thumbnail = await ensureImage(ctx, {
      filename: `together-${item.category}-${index}.png`,
      alt: {
        ko: `${writingCategories.find((c) => c.key === item.category)?.koreaName ?? ''} 이야기 이미지 ${index}`,
        en: `${writingCategories.find((c) => c.key === item.category)?.englishName ?? ''} story image ${index}`,
      },
      picture: {
        colors: CATEGORY_COLORS[item.category],
        label: `${CATEGORY_LABELS[item.category]} ${index}`,
        caption: 'TOGETHER',
        variant: index * 3,
      },
    })
    const found = await ctx.payload.find({
      collection: 'writings',
      locale: 'ko',
      where: { title: { equals: item.text.ko.title } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (found.docs.length > 0) {
      ctx.tally.add('writings', false)
      continue
    }
    const { ko, en } = item.text
    const doc = await ctx.payload.create({
      collection: 'writings',
      locale: 'ko',
      draft: false,
      data: {
        title: ko.title,
        summary: ko.summary,
        body: richText(ko.body),
        thumbnail,
        category: categories[item.category],
        publishDate: kstDate(item.date),
        _status: 'published',
      },
      ...WRITE,
    })
    await ctx.payload.update({
      collection: 'writings',
      id: doc.id,
      locale: 'en',
      draft: false,
      data: { title: en.title, summary: en.summary, body: richText(en.body), _status: 'published' },
      ...WRITE,
    })
    ctx.tally.add('writings', true)
  }
  ctx.log(ctx.tally.line('writings'))
}
