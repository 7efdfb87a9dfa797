'use client'

import Link from 'next/link'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import type { Page, WritingItem } from '@/lib/data/types'
import { fromLegacyPage, fromLegacyWriting } from '@/lib/legacy/mappers'
import type { LegacyWriting } from '@/lib/legacy/types'
import { LIST_PAGE_SIZE } from '@/lib/site/pageSizes'
import { localePath } from '@/lib/site/paths'
import { formatDate, isoDay } from '@/lib/seoulDate'

import { Thumbnail } from '../Article/Thumbnail.client'
import { legacyList } from '../Query/legacyFetch'
import { ListBoard } from '../Paging/ListBoard.client'
import { saveListScroll } from '../Paging/scrollMemory'
import styles from './TogetherBoard.module.css'

type Props = { locale: Locale; category: number; categoryName: string; initial: Page<WritingItem> }

/** The "together" posts of one category. */
export function TogetherBoard({ locale, category, categoryName, initial }: Props) {
  const { t } = useT('together')
  return (
    <ListBoard
      listKey={['writing', locale, category]}
      pageSize={LIST_PAGE_SIZE}
      // Ten a page: the see-more threshold is the page size, so no post is out of reach.
      minSize={LIST_PAGE_SIZE}
      initial={initial}
      fetchPage={async (request, signal) => {
        const data = await legacyList<LegacyWriting>(
          '/api/writing',
          { ...request, categorySeq: category || undefined, lang: locale },
          signal,
        )
        return fromLegacyPage(data, fromLegacyWriting)
      }}
      title={t('listTitle', { category: categoryName })}
      titleId="writing-list-title"
      total={(count) => t('total', { count })}
      renderItems={(items, query) => (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.seq}>
              <Link
                href={`${localePath(locale, `/sustainability/together/${category}/detail/${item.seq}`)}${query}`}
                className={styles.card}
                onClick={saveListScroll}
              >
                <div className={styles.thumb}>
                  <Thumbnail key={item.image} src={item.image} className={styles.image} />
                </div>
                <h3 className={styles.title}>{item.title}</h3>
                {item.summary && <p className={styles.summary}>{item.summary}</p>}
                <time className={styles.date} dateTime={isoDay(item.date)}>
                  {formatDate(item.date)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    />
  )
}
