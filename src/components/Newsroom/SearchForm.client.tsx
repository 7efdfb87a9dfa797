'use client'

import { useState } from 'react'

import { useT } from '@/i18n/client'

import styles from './NewsroomSearch.module.css'

/** SPEC §7 limit of the legacy API's searchKeyword. */
const MAX_KEYWORD = 100

type Props = { keyword: string; action: string; onSearch: (word: string) => void }

/** The search box; without JavaScript it still submits `?keyword=` to the search page. */
export function SearchForm({ keyword, action, onSearch }: Props) {
  const { t } = useT('newsroom')
  const [value, setValue] = useState(keyword)
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(value.trim())
      }}
    >
      <label htmlFor="newsroom-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="newsroom-search"
        name="keyword"
        type="search"
        value={value}
        maxLength={MAX_KEYWORD}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={styles.submitLabel}>{t('search.submit')}</span>
      </button>
    </form>
  )
}
