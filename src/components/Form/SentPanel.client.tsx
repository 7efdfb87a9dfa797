'use client'

import type { Ref } from 'react'

import { useT } from '@/i18n/client'

import styles from './Form.module.css'

// Its own module: the ethics forms show their own panel (ReportSent), and a module's unused
// exports still travel with it in the bundle.

/** SPEC §7's success message with the receipt number the visitor can quote; it takes focus so it is read out. */
export function SentPanel({
  receiptNumber,
  fileName,
  ref,
}: {
  receiptNumber: string
  fileName: string | null
  ref?: Ref<HTMLDivElement>
}) {
  const { t } = useT('forms')
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <p className={styles.successTitle}>{t('form.success')}</p>
      <dl className={styles.receipt}>
        <dt>{t('form.receipt')}</dt>
        <dd data-receipt-number>{receiptNumber}</dd>
      </dl>
      <p className={styles.successHint}>{t('form.receiptHint')}</p>
      {fileName && (
        <p className={styles.successHint}>
          {t('form.attached', { name: fileName })} · {t('file.complete')}
        </p>
      )}
    </div>
  )
}
