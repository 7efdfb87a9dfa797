'use client'

import Link from 'next/link'

import { useT } from '@/i18n/client'
import { localePath } from '@/lib/site/paths'

import styles from './ErrorView.module.css'

/** The not-found and unexpected-error pages of SPEC §8, with a way back to Main. */
export function ErrorView({ kind }: { kind: 'notFound' | 'unexpected' }) {
  const { t, locale } = useT()
  const local = t(`errors.${kind}.bodyLocal`)
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {kind === 'notFound' ? '404' : '!'}
      </p>
      <h1 id="error-title">{t(`errors.${kind}.title`)}</h1>
      <p lang="en">{t(`errors.${kind}.body`)}</p>
      {local && <p>{local}</p>}
      <Link className={styles.home} href={localePath(locale, '/')}>
        {t('errors.home')}
      </Link>
    </section>
  )
}
