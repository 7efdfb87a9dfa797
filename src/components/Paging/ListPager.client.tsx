'use client'

import { useT } from '@/i18n/client'

import { MORE_MIN_SIZE, showMore } from './pageBlock'
import { Paging } from './Paging.client'
import styles from './Paging.module.css'
import type { PagedList } from './usePagedList'

type Props = { list: PagedList; minSize?: number }

/**
 * Paging on desktop, the see-more button at 980 px or less (SPEC §2, §4). Before the viewport is
 * known (prerendered HTML) both are rendered and CSS shows the right one, so nothing jumps.
 */
export function ListPager({ list, minSize = MORE_MIN_SIZE }: Props) {
  const { t } = useT()
  const { mobile, page, totalPages, totalSize } = list
  const paging = <Paging page={page} totalPages={totalPages} hrefFor={list.hrefFor} onChange={list.goTo} />
  const more = showMore(totalSize, minSize) ? (
    <div className={styles.moreWrap}>
      <button
        type="button"
        className={styles.more}
        onClick={list.loadMore}
        disabled={page >= totalPages || list.busy}
        aria-busy={list.busy}
      >
        {list.busy ? t('list.loading') : t('list.more')}
        <span aria-hidden="true" className={styles.plus}>
          +
        </span>
      </button>
    </div>
  ) : null
  if (mobile === true) return more
  if (mobile === false) return paging
  return (
    <>
      <div className={styles.desktopOnly}>{paging}</div>
      <div className={styles.mobileOnly}>{more}</div>
    </>
  )
}
