'use client'

import type { MouseEvent } from 'react'

import { useT } from '@/i18n/client'

import { pageBlock } from './pageBlock'
import styles from './Paging.module.css'

type Props = { page: number; totalPages: number; hrefFor: (page: number) => string; onChange: (page: number) => void }

/** A plain click is handled in place; modified clicks (new tab, new window) follow the link. */
const inPlace = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={dir === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} />
    </svg>
  )
}

/**
 * Desktop paging (SPEC §4): the numbers of the current block of 5, and buttons to the last page
 * of the previous block and the first page of the next one. Numbers are real links (`?page=N`).
 */
export function Paging({ page, totalPages, hrefFor, onChange }: Props) {
  const { t } = useT()
  const { pages, prev, next } = pageBlock(page, totalPages)
  if (totalPages <= 1) return null
  return (
    <nav className={styles.paging} aria-label={t('list.paging')}>
      <button type="button" className={styles.arrow} disabled={prev === null} onClick={() => prev && onChange(prev)}>
        <Chevron dir="left" />
        <span className="visually-hidden">{t('list.prevGroup')}</span>
      </button>
      <ol className={styles.numbers}>
        {pages.map((n) => (
          <li key={n}>
            <a
              href={hrefFor(n)}
              className={styles.number}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('list.page', { page: n })}
              onClick={(event) => {
                if (!inPlace(event)) return
                event.preventDefault()
                if (n !== page) onChange(n)
              }}
            >
              {n}
            </a>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.arrow} disabled={next === null} onClick={() => next && onChange(next)}>
        <Chevron dir="right" />
        <span className="visually-hidden">{t('list.nextGroup')}</span>
      </button>
    </nav>
  )
}
