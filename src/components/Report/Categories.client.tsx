'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { RequiredMark } from '@/components/Form/FormField.client'
import formStyles from '@/components/Form/Form.module.css'
import { useT } from '@/i18n/client'

import styles from './Report.module.css'

/**
 * The report types (SPEC §3, §5): five checkboxes, several may be ticked, at least one must be.
 * The group's hint and message are tied to the fieldset, so a screen reader reads them on entering it.
 */
export function Categories({
  id,
  options,
  input,
  error,
}: {
  id: string
  options: readonly string[]
  input: UseFormRegisterReturn
  error: string | null
}) {
  const { t } = useT('forms')
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={formStyles.label}>
        {t('reportForm.categories.legend')}
        <RequiredMark />
      </legend>
      <p id={hintId} className={formStyles.hint}>
        {t('reportForm.categories.hint')}
      </p>
      <div className={styles.options}>
        {options.map((option) => (
          <div key={option} className={formStyles.check}>
            <input
              {...input}
              id={`${id}-${option}`}
              type="checkbox"
              value={option}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={`${id}-${option}`}>{t(`reportForm.categories.options.${option}`)}</label>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
