'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { RequiredMark } from '@/components/Form/FormField.client'
import styles from '@/components/Form/Form.module.css'
import { useT } from '@/i18n/client'

/**
 * The privacy consent of SPEC §3, §5 with its notice (what is collected, why, how it is kept, for how
 * long, and that refusing stops the report), and the consent-all toggle the form also carries.
 */
export function ReportConsent({
  id,
  input,
  checked,
  error,
  onToggleAll,
}: {
  id: string
  input: UseFormRegisterReturn
  checked: boolean
  error: string | null
  onToggleAll: (checked: boolean) => void
}) {
  const { t } = useT('forms')
  const boxId = `${id}-privacy`
  const textId = `${boxId}-text`
  const errorId = `${boxId}-error`
  return (
    <fieldset className={styles.consents}>
      <legend className={styles.legend}>{t('consent.legend')}</legend>
      <div className={`${styles.check} ${styles.checkAll}`}>
        <input
          id={`${id}-all`}
          type="checkbox"
          autoComplete="off"
          checked={checked}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        <label htmlFor={`${id}-all`}>{t('consent.all')}</label>
      </div>
      <div className={styles.consent}>
        <p id={textId} className={styles.consentText}>
          {t('reportForm.consent.privacy.text')}
        </p>
        <div className={styles.check}>
          <input
            {...input}
            id={boxId}
            type="checkbox"
            autoComplete="off"
            aria-describedby={error ? `${textId} ${errorId}` : textId}
            aria-invalid={error ? true : undefined}
            aria-required="true"
          />
          <label htmlFor={boxId}>
            {t('reportForm.consent.privacy.label')}
            <RequiredMark />
          </label>
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  )
}
