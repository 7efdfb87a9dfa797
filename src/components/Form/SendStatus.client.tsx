'use client'

import type { Dispatch, SetStateAction } from 'react'

import { useT } from '@/i18n/client'

import styles from './Form.module.css'

export type SendState =
  | { state: 'idle' }
  /** percent is null when no file goes with the form (nothing worth a progress bar). */
  | { state: 'sending'; percent: number | null; uploaded: boolean }
  | { state: 'failed'; message: string }
  | { state: 'done'; receiptNumber: string; fileName: string | null }

type Sending = Extract<SendState, { state: 'sending' }>

/**
 * Puts the form in "sending" and returns the upload callbacks that move its progress bar, for
 * `sendForm` and the like. Without a file there is no bar, and the callbacks change nothing.
 */
export function startSending(hasFile: boolean, setStatus: Dispatch<SetStateAction<SendState>>) {
  setStatus({ state: 'sending', percent: hasFile ? 0 : null, uploaded: false })
  const update = (change: (s: Sending) => SendState) => {
    if (hasFile) setStatus((s) => (s.state === 'sending' ? change(s) : s))
  }
  return {
    onProgress: (loaded: number, total: number) =>
      update((s) => ({ ...s, percent: Math.min(100, Math.round((loaded / total) * 100)) })),
    onUploaded: () => update((s) => ({ ...s, percent: 100, uploaded: true })),
  }
}

/**
 * What the form is doing, by the submit button where the visitor is looking: the upload's
 * progress bar and percent (SPEC §5 "in progress", then "file upload complete"), or why sending
 * failed with a retry button. Only the short state texts sit in the live region, not every percent.
 */
export function SendStatus({ status, onRetry }: { status: SendState; onRetry: () => void }) {
  const { t } = useT('forms')
  const sending = status.state === 'sending' ? status : null
  let text = ''
  if (sending)
    text = sending.percent === null ? t('form.sending') : sending.uploaded ? t('file.complete') : t('file.uploading')
  return (
    <div className={styles.status}>
      <p role="status" className={styles.statusText}>
        {text}
      </p>
      {sending && sending.percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={sending.percent} aria-label={t('file.progress')} />
          <span aria-hidden="true">{sending.percent}%</span>
        </div>
      )}
      {status.state === 'failed' && (
        <div role="alert" className={styles.failure}>
          <p>{status.message}</p>
          <p>{t('form.kept')}</p>
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {t('form.retry')}
          </button>
        </div>
      )}
    </div>
  )
}
