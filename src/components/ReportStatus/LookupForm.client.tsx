'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import styles from '@/components/Form/Form.module.css'
import { useT } from '@/i18n/client'
import { statusLookupUrl, type CaseView } from '@/lib/reports/status/contract'

import { lookupCase } from './api'
import own from './ReportStatus.module.css'
import { TextField } from './TextField.client'
import type { StatusLimits } from './limits'

const ID = 'status'

type Errors = { caseNumber?: string; secret?: string }

/**
 * Case number and password (or generated receipt). A wrong pair is answered with one message
 * whichever part was wrong; the secret box is then emptied and focused for the next try.
 */
export function LookupForm({
  limits,
  onOpened,
  focusFirst,
}: {
  limits: StatusLimits
  onOpened: (view: CaseView, secret: string) => void
  focusFirst: boolean
}) {
  const { t, locale } = useT('status')
  const { t: tf } = useT('forms')
  const [caseNumber, setCaseNumber] = useState('')
  const [secret, setSecret] = useState('')
  const [show, setShow] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [checking, setChecking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const caseInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const secretInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null)

  useEffect(() => {
    if (focusFirst) caseInput.current?.focus()
  }, [focusFirst])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking) return
    const missing: Errors = {}
    if (!caseNumber.trim()) missing.caseNumber = tf('validation.required')
    if (!secret.trim()) missing.secret = tf('validation.required')
    setErrors(missing)
    setFailure(null)
    if (missing.caseNumber) return caseInput.current?.focus()
    if (missing.secret) return secretInput.current?.focus()

    setChecking(true)
    // The secret goes as typed (it was hashed as typed); the case number is tidied by the server.
    const result = await lookupCase(statusLookupUrl(locale), caseNumber.trim(), secret)
    setChecking(false)
    if (result.ok) return onOpened(result.view, secret)
    setErrors({ caseNumber: result.errors?.caseNumber, secret: result.errors?.secret })
    setFailure(result.message ?? t(result.status === 0 ? 'errors.network' : 'errors.unknown'))
    if (result.status === 401) {
      setSecret('')
      secretInput.current?.focus()
    }
  }

  return (
    <section className={own.section} aria-labelledby={`${ID}-lookup`}>
      <h2 id={`${ID}-lookup`} className={own.heading}>
        {t('lookup.title')}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        autoComplete="off"
        aria-labelledby={`${ID}-lookup`}
        aria-busy={checking}
      >
        <p className={styles.requiredNote}>
          <span aria-hidden="true">*</span> {tf('form.requiredNote')}
        </p>
        <TextField
          id={`${ID}-caseNumber`}
          ref={caseInput}
          label={t('lookup.caseNumber.label')}
          hint={t('lookup.caseNumber.hint')}
          value={caseNumber}
          onChange={setCaseNumber}
          error={errors.caseNumber}
          maxLength={limits.caseNumber}
        />
        <TextField
          id={`${ID}-secret`}
          ref={secretInput}
          type={show ? 'text' : 'password'}
          label={t('lookup.secret.label')}
          hint={t('lookup.secret.hint')}
          value={secret}
          onChange={setSecret}
          error={errors.secret}
          maxLength={limits.secret}
        />
        <div className={own.show}>
          <input id={`${ID}-show`} type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
          <label htmlFor={`${ID}-show`}>{t('lookup.show')}</label>
        </div>
        <p className={own.note}>{t('lookup.privacy')}</p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} aria-disabled={checking || undefined}>
            {checking ? t('lookup.checking') : t('lookup.submit')}
          </button>
          {failure && (
            <p className={own.alert} role="alert">
              {failure}
            </p>
          )}
        </div>
      </form>
    </section>
  )
}
