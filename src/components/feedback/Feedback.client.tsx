'use client'

import { useEffect, useRef, useState } from 'react'

import { useT } from '@/i18n/client'

import styles from './Feedback.module.css'
import { TOAST_MS } from './feedback'

/** The toast, alert dialog and loading indicator shared by the whole site. */
export function Feedback() {
  const { t } = useT()
  const [toast, setToast] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [loading, setLoadingCount] = useState(0)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onToast = (event: Event) => {
      setToast((event as CustomEvent<string>).detail)
      clearTimeout(timer)
      timer = setTimeout(() => setToast(null), TOAST_MS)
    }
    const onAlert = (event: Event) => setAlert((event as CustomEvent<string>).detail)
    const onLoading = (event: Event) =>
      setLoadingCount((n) => Math.max(0, n + ((event as CustomEvent<boolean>).detail ? 1 : -1)))
    window.addEventListener('site:toast', onToast)
    window.addEventListener('site:alert', onAlert)
    window.addEventListener('site:loading', onLoading)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('site:toast', onToast)
      window.removeEventListener('site:alert', onAlert)
      window.removeEventListener('site:loading', onLoading)
    }
  }, [])

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (alert && !el.open) el.showModal()
    if (!alert && el.open) el.close()
  }, [alert])

  return (
    <>
      <div className={styles.toastRegion} role="status" aria-live="polite">
        {toast && <p className={styles.toast}>{toast}</p>}
      </div>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="site-alert-title" onClose={() => setAlert(null)}>
        <h2 id="site-alert-title" className="visually-hidden">
          {t('dialog.alert')}
        </h2>
        <p>{alert}</p>
        <form method="dialog">
          <button type="submit" className={styles.ok}>
            {t('dialog.ok')}
          </button>
        </form>
      </dialog>
      {loading > 0 && (
        <div className={styles.loading} role="status" aria-label={t('list.loading')}>
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      )}
    </>
  )
}
