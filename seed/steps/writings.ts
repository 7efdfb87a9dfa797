import { kstDate, type SeedContext } from '../context'
import { writingCategories, writings } from '../data'
import { ensureDoc } from '../ensureDoc'
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
    ids[key] = await ensureDoc(ctx, {
      collection: 'writing-categories',
      where: { koreaName: { equals: data.koreaName } },
      ko: data,
    })
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
    const { ko, en } = item.text
    await ensureDoc(ctx, {
      collection: 'writings',
      where: { title: { equals: ko.title } },
      draft: false,
      ko: {
        title: ko.title,
        summary: ko.summary,
        body: richText(ko.body),
        thumbnail,
        category: categories[item.category],
        publishDate: kstDate(item.date),
        _status: 'published',
      },
      en: { title: en.title, summary: en.summary, body: richText(en.body), _status: 'published' },
    })
  }
  ctx.log(ctx.tally.line('writings'))
}
