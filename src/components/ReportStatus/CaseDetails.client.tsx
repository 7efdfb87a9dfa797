'use client'

import type { Ref } from 'react'

import { useT } from '@/i18n/client'
import type { CaseView } from '@/lib/reports/status/contract'
import { formatDateTime } from '@/lib/seoulDate'

import styles from './ReportStatus.module.css'

/** The case at a glance, then its thread: the reporter's messages and compliance's replies, oldest first. */
export function CaseDetails({ view, headingRef }: { view: CaseView; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useT('status')
  return (
    <section className={styles.section} aria-labelledby="status-case">
      <h2 id="status-case" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('view.title')}
      </h2>
      <dl className={styles.details}>
        <dt>{t('view.caseNumber')}</dt>
        <dd data-case-number>{view.caseNumber}</dd>
        <dt>{t('view.form')}</dt>
        <dd>{t(`forms.${view.form}`)}</dd>
        <dt>{t('view.status')}</dt>
        <dd>
          <span className={styles.badge} data-status={view.status}>
            {t(`statuses.${view.status}`)}
          </span>
        </dd>
        <dt>{t('view.receivedAt')}</dt>
        <dd>
          <time dateTime={view.receivedAt}>{formatDateTime(view.receivedAt, false)}</time>
        </dd>
        <dt>{t('view.subject')}</dt>
        <dd>{view.subject}</dd>
      </dl>
      <h3 id="status-thread" className={styles.subheading}>
        {t('thread.title')}
      </h3>
      {view.messages.length === 0 ? (
        <p className={styles.note}>{t('thread.empty')}</p>
      ) : (
        <ol className={styles.thread} aria-labelledby="status-thread">
          {view.messages.map((message, index) => (
            <li
              key={`${message.date}-${index}`}
              className={`${styles.message} ${message.author === 'staff' ? styles.staff : ''}`}
              data-author={message.author}
            >
              <p className={styles.meta}>
                <strong>{t(`thread.${message.author}`)}</strong>
                <time dateTime={message.date}>{formatDateTime(message.date)}</time>
              </p>
              <p className={styles.body}>{message.body}</p>
              {message.attachment && (
                <p className={styles.attachment}>{t('thread.attachment', { name: message.attachment })}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
