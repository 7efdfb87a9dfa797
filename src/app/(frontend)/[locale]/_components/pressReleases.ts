import type { Locale } from '@/i18n/locales'
import { cached } from '@/lib/cache/cached'
import { collectionTag } from '@/lib/cache/tags'
import { getNewsroomPage } from '@/lib/data/newsroom'
import { formatDate } from '@/lib/seoulDate'

export type PressCard = { id: number; title: string; subtitle: string; image: string | null; date: string; iso: string }

/** The three newest press releases for Main; expired with the collection on every publish. */
export function latestPressReleases(locale: Locale): Promise<PressCard[]> {
  return cached(['home-press-releases', locale], [collectionTag('press-releases')], async () => {
    const page = await getNewsroomPage('pressRelease', locale, {
      pageNumber: 1,
      pageSize: 3,
      searchType: 'TITLE_CONTENT',
    })
    return page.items.map((item) => ({
      id: item.seq,
      title: item.title,
      subtitle: item.subtitle,
      image: item.image,
      date: formatDate(item.date),
      iso: item.date,
    }))
  })
}
