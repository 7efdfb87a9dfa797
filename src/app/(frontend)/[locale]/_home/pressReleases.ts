import type { Locale } from '@/i18n/locales'
import { cached } from '@/lib/cache/cached'
import { collectionTag } from '@/lib/cache/tags'
import { getNewsroomPage } from '@/lib/data/newsroom'

export type PressCard = { id: number; title: string; subtitle: string; image: string | null; date: string; iso: string }

/** SPEC §2: newsroom dates read YYYY.MM.DD, in Korean time whatever the server's zone. */
const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The three newest press releases for Main; expired with the collection on every publish. */
export function latestPressReleases(locale: Locale): Promise<PressCard[]> {
  return cached(['home-press-releases', locale], [collectionTag('press-releases')], async () => {
    const page = await getNewsroomPage('report', locale, { pageNumber: 1, pageSize: 3, searchType: 'TITLE_CONTENT' })
    return page.items.map((item) => ({
      id: item.seq,
      title: item.title,
      subtitle: item.subtitle,
      image: item.image,
      date: ymd.format(new Date(item.date)).replaceAll('-', '.'),
      iso: item.date,
    }))
  })
}
