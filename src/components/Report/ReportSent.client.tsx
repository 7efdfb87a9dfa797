'use client'

import Link from 'next/link'
import type { Ref } from 'react'

import formStyles from '@/components/Form/Form.module.css'
import { showToast } from '@/components/feedback/feedback'
import { useT } from '@/i18n/client'

import styles from './Report.module.css'

/** What the reporter needs to come back: held in memory only, never stored or put in a URL. */
export type SentReport = { caseNumber: string; receipt: string | null; fileName: string | null }

/**
 * The success panel: SPEC §7's message, the case number and, when the reporter asked for one, the
 * generated receipt, with a plain warning that this is the only time they are shown and a link
 * to the status page. Each can be copied with a button. The empty form stays hidden until the
 * reporter asks for another (a reporter once sent the same report twice, the form still below).
 * It takes focus so a screen reader reads it at once.
 */
export function ReportSent({
  sent,
  statusHref,
  onAnother,
  ref,
}: {
  sent: SentReport
  statusHref: string
  onAnother: () => void
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useT('forms')
  const copyButton = (value: string, what: string) => (
    <button
      type="button"
      className={styles.copy}
      onClick={() =>
        void navigator.clipboard.writeText(value).then(
          () => showToast(t('reportForm.sent.copied')),
          () => {},
        )
      }
    >
      {t('reportForm.sent.copy')}
      <span className="visually-hidden"> ({what})</span>
    </button>
  )
  return (
    <div ref={ref} className={formStyles.success} role="status" tabIndex={-1} data-report-sent>
      <p className={formStyles.successTitle}>{t('form.success')}</p>
      <dl className={styles.secrets}>
        <div>
          <dt>{t('reportForm.sent.caseNumber')}</dt>
          <dd>
            <span className={styles.secret} data-case-number>
              {sent.caseNumber}
            </span>{' '}
            {copyButton(sent.caseNumber, t('reportForm.sent.caseNumber'))}
          </dd>
        </div>
        {sent.receipt ? (
          <div>
            <dt>{t('reportForm.sent.receipt')}</dt>
            <dd>
              <span className={styles.secret} data-receipt>
                {sent.receipt}
              </span>{' '}
              {copyButton(sent.receipt, t('reportForm.sent.receipt'))}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('reportForm.sent.password')}</dt>
            <dd>{t('reportForm.sent.passwordChosen')}</dd>
          </div>
        )}
      </dl>
      <p className={styles.warning}>{t('reportForm.sent.writeDown')}</p>
      {sent.fileName && (
        <p className={formStyles.successHint}>
          {t('form.attached', { name: sent.fileName })} · {t('file.complete')}
        </p>
      )}
      <p className={styles.statusLink}>
        <Link href={statusHref}>{t('reportForm.sent.status')}</Link>
      </p>
      <p>
        <button type="button" className={styles.another} onClick={onAnother}>
          {t('reportForm.sent.another')}
        </button>
      </p>
    </div>
  )
}
