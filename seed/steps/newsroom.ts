import { SCHEDULED_DATE } from '../fixtures'
import { kstDate, type SeedContext } from '../context'
import { factChecks, mediaReports, pressReleases } from '../data'
import { ensureDoc } from '../ensureDoc'
import { richText } from '../richText'
import type { ArticleSeed, ArticleText, Locale, MediaReportSeed, Visibility } from '../types'
import { ensureImage } from './uploads'

const THUMBNAIL_COUNT = 12
const PALETTES: [string, string][] = [
  ['#2ac1bc', '#12706d'],
  ['#ff7a59', '#c2410c'],
  ['#6d5dfc', '#3b2db5'],
  ['#f7b733', '#c77d0a'],
  ['#17a2b8', '#0b5563'],
  ['#ef476f', '#9d1c3f'],
]
const DEFAULT_SOURCE = { ko: '홍보팀', en: 'Communications Team' }

/** The twelve newsroom thumbnails, shared round-robin by every newsroom item. */
async function ensureThumbnails(ctx: SeedContext): Promise<number[]> {
  const ids: number[] = []
  for (let i = 1; i <= THUMBNAIL_COUNT; i++) {
    const number = String(i).padStart(2, '0')
    ids.push(
      await ensureImage(ctx, {
        filename: `news-${number}.png`,
        alt: { ko: `뉴스룸 대표 이미지 ${number}`, en: `Newsroom image ${number}` },
        picture: { colors: PALETTES[i % PALETTES.length], label: `NEWS ${number}`, variant: i },
      }),
    )
  }
  return ids
}

function status(visibility: Visibility = 'public'): 'draft' | 'published' {
  return visibility === 'draft' ? 'draft' : 'published'
}

function publishDate(item: { date: string; visibility?: Visibility }): string {
  return kstDate(item.visibility === 'scheduled' ? SCHEDULED_DATE : item.date)
}

function articleFields(text: ArticleText, locale: Locale) {
  return {
    title: text.title,
    subtitle: text.subtitle,
    source: text.source ?? DEFAULT_SOURCE[locale],
    body: richText(text.body),
  }
}

/**
 * Drafts are saved with `draft: false` and `_status: 'draft'` so that both locales land in the
 * main document (a `draft: true` update would only write a version).
 */
async function seedArticle(
  ctx: SeedContext,
  collection: 'press-releases' | 'fact-checks',
  item: ArticleSeed,
  thumbnail: number,
): Promise<void> {
  const _status = status(item.visibility)
  await ensureDoc(ctx, {
    collection,
    where: { title: { equals: item.text.ko.title } },
    draft: false,
    ko: { ...articleFields(item.text.ko, 'ko'), thumbnail, publishDate: publishDate(item), _status },
    en: { ...articleFields(item.text.en, 'en'), _status },
  })
}

async function seedMediaReport(ctx: SeedContext, item: MediaReportSeed, thumbnail: number): Promise<void> {
  await ensureDoc(ctx, {
    collection: 'media-reports',
    where: { title: { equals: item.text.ko.title } },
    draft: false,
    ko: { ...item.text.ko, thumbnail, reportUrl: item.url, publishDate: kstDate(item.date), _status: 'published' },
    en: { ...item.text.en, _status: 'published' },
  })
}

export async function seedNewsroom(ctx: SeedContext): Promise<void> {
  const thumbnails = await ensureThumbnails(ctx)
  let next = 0
  const thumbnail = () => thumbnails[next++ % thumbnails.length]
  for (const item of pressReleases) await seedArticle(ctx, 'press-releases', item, thumbnail())
  ctx.log(ctx.tally.line('press-releases'))
  for (const item of factChecks) await seedArticle(ctx, 'fact-checks', item, thumbnail())
  ctx.log(ctx.tally.line('fact-checks'))
  for (const item of mediaReports) await seedMediaReport(ctx, item, thumbnail())
  ctx.log(ctx.tally.line('media-reports'))
}
