'use client'

import Link from 'next/link'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import type { NoticeItem, Page } from '@/lib/data/types'
import { fromLegacyNotice, fromLegacyPage } from '@/lib/legacy/mappers'
import type { LegacyNotice } from '@/lib/legacy/types'
import { LIST_PAGE_SIZE } from '@/lib/site/pageSizes'
import { localePath } from '@/lib/site/paths'
import { formatDate, isoDay } from '@/lib/seoulDate'

import { legacyList } from '../Query/legacyFetch'
import { ListBoard } from '../Paging/ListBoard.client'
import { saveListScroll } from '../Paging/scrollMemory'
import styles from './NoticeBoard.module.css'

type Props = { locale: Locale; initial: Page<NoticeItem> }

/** The notice list: pinned first. */
export function NoticeBoard({ locale, initial }: Props) {
  const { t } = useT('notice')
  return (
    <ListBoard
      listKey={['notice', locale]}
      pageSize={LIST_PAGE_SIZE}
      // Ten a page: the see-more threshold is the page size, so no notice is out of reach.
      minSize={LIST_PAGE_SIZE}
      initial={initial}
      fetchPage={async (request, signal) => {
        const data = await legacyList<LegacyNotice>('/api/notice', { ...request, lang: locale }, signal)
        return fromLegacyPage(data, fromLegacyNotice)
      }}
      title={t('listTitle')}
      titleId="notice-list-title"
      total={(count) => t('total', { count })}
      renderItems={(items, query) => (
        <ul className={styles.list}>
          {items.map((row) => (
            <li key={row.seq} className={row.pinned ? styles.pinned : undefined}>
              <Link
                href={`${localePath(locale, `/notice/detail/${row.seq}`)}${query}`}
                className={styles.row}
                onClick={saveListScroll}
              >
                {row.pinned && <span className={styles.badge}>{t('pinned')}</span>}
                <span className={styles.title}>{row.title}</span>
                <time className={styles.date} dateTime={isoDay(row.date)}>
                  {formatDate(row.date)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    />
  )
}
