'use client'

import Link from 'next/link'

import { useT } from '@/i18n/client'
import { localePath } from '@/lib/site/paths'

import styles from './ErrorView.module.css'

/**
 * The unexpected-error page of SPEC §8, with a way back to Main. (The not-found page is the
 * script-free NotFoundView; the two share their styles.)
 */
export function ErrorView() {
  const { t, locale } = useT()
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        !
      </p>
      <h1 id="error-title">{t('errors.unexpected.title')}</h1>
      <p>{t('errors.unexpected.body')}</p>
      <Link className={styles.home} href={localePath(locale, '/')}>
        {t('errors.home')}
      </Link>
    </section>
  )
}
