'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { RequiredMark } from '@/components/Form/FormField.client'
import styles from '@/components/Form/Form.module.css'
import { useT } from '@/i18n/client'

type ConsentBox = { input: UseFormRegisterReturn; checked: boolean; error: string | null }

/**
 * The two required consents with their notices (SPEC §5, §9: what is collected, why, for how
 * long, and that refusing limits the inquiry) and the consent-all toggle that ticks or unticks both.
 */
export function Consents({
  id,
  privacy,
  precaution,
  onToggleAll,
}: {
  id: string
  privacy: ConsentBox
  precaution: ConsentBox
  onToggleAll: (checked: boolean) => void
}) {
  const { t } = useT('forms')
  return (
    <fieldset className={styles.consents}>
      <legend className={styles.legend}>{t('consent.legend')}</legend>
      <div className={`${styles.check} ${styles.checkAll}`}>
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={privacy.checked && precaution.checked}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        <label htmlFor={`${id}-all`}>{t('consent.all')}</label>
      </div>
      <Consent id={`${id}-privacy`} box={privacy} label={t('consent.privacy.label')} text={t('consent.privacy.text')} />
      <Consent
        id={`${id}-precaution`}
        box={precaution}
        label={t('consent.precaution.label')}
        text={t('consent.precaution.text')}
      />
    </fieldset>
  )
}

function Consent({ id, box, label, text }: { id: string; box: ConsentBox; label: string; text: string }) {
  const textId = `${id}-text`
  const errorId = `${id}-error`
  return (
    <div className={styles.consent}>
      <p id={textId} className={styles.consentText}>
        {text}
      </p>
      <div className={styles.check}>
        <input
          {...box.input}
          id={id}
          type="checkbox"
          aria-describedby={box.error ? `${textId} ${errorId}` : textId}
          aria-invalid={box.error ? true : undefined}
          aria-required="true"
        />
        <label htmlFor={id}>
          {label}
          <RequiredMark />
        </label>
      </div>
      {box.error && (
        <p id={errorId} className={styles.error} role="alert">
          {box.error}
        </p>
      )}
    </div>
  )
}
