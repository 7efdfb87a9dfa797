import Link from 'next/link'

import { documentElement } from '@/lib/analytics/elements'
import { newsroomSegment, type NewsroomItem, type NewsroomType } from '@/lib/data/types'

import { saveListScroll } from '../Paging/scrollMemory'
import { formatDate, isoDay } from '@/lib/seoulDate'
import { Highlight } from './Highlight'
import styles from './NewsroomList.module.css'
import { Thumbnail } from '../Article/Thumbnail.client'

type Props = {
  type: NewsroomType
  items: NewsroomItem[]
  /** Detail link of an item (press releases and fact checks); media items link out instead. */
  detailHref: (seq: number) => string
  newWindowLabel: string
  keyword?: string
}

const isWebUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url)

/**
 * Newsroom list items (SPEC §2): thumbnail, title, subtitle or summary, source and date. A media
 * report opens the outlet's article in a new tab; the others open their detail page, remembering
 * where the visitor was on the list.
 */
export function NewsroomList({ type, items, detailHref, newWindowLabel, keyword }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const body = (
          <>
            <div className={styles.thumb}>
              <Thumbnail key={item.image} src={item.image} className={styles.image} />
            </div>
            <div className={styles.text}>
              <h3 className={styles.title}>
                <Highlight text={item.title} keyword={keyword} />
              </h3>
              {item.subtitle && (
                <p className={styles.subtitle}>
                  <Highlight text={item.subtitle} keyword={keyword} />
                </p>
              )}
              <p className={styles.meta}>
                {item.source && <span className={styles.source}>{item.source}</span>}
                <time dateTime={isoDay(item.date)}>{formatDate(item.date)}</time>
              </p>
            </div>
          </>
        )
        return (
          <li
            key={item.seq}
            className={styles.item}
            data-track={documentElement(newsroomSegment[type], item.seq)}
            // A media report without a web address links nowhere: only its views count.
            data-track-view-only={type === 'media' && !isWebUrl(item.url) ? '' : undefined}
          >
            {type === 'media' ? (
              isWebUrl(item.url) ? (
                <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {body}
                  <span className="visually-hidden">({newWindowLabel})</span>
                  <span className={styles.external} aria-hidden="true">
                    ↗
                  </span>
                </a>
              ) : (
                <div className={styles.link}>{body}</div>
              )
            ) : (
              <Link href={detailHref(item.seq)} className={styles.link} onClick={saveListScroll} scroll>
                {body}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}
