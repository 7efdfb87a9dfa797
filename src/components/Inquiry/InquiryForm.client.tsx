'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { FormField } from '@/components/Form/FormField.client'
import styles from '@/components/Form/Form.module.css'
import { fieldMessage } from '@/components/Form/ruleMessage'
import { SendStatus, startSending, type SendState } from '@/components/Form/SendStatus.client'
import { SentPanel } from '@/components/Form/SentPanel.client'
import { useAttachment } from '@/components/Form/useAttachment'
import { loadSender, preload } from '@/components/Form/preload'
import { useT } from '@/i18n/client'
import { attachmentAccept } from '@/lib/forms/fileHints'
import type { InquiryKind, inquiryCheckboxes } from '@/lib/forms/inquiry'

import { Consents } from './Consents.client'
import type { InquiryFieldSpec, InquiryValues } from './fields'

const ID = 'inquiry'
const CONSENTS = ['privacyConsent', 'precautionConsent'] as const satisfies typeof inquiryCheckboxes

// The tab's zod schema and resolver, loaded when the visitor first reaches into the form (zod is the
// bulk of the form's JavaScript, and a reader who never writes should not download it).
const loadSchemas = () => import('./schema')

/** react-hook-form's resolver: the tab's own, once its module is loaded. */
const schemaResolver =
  (kind: InquiryKind): Resolver<InquiryValues> =>
  async (values, context, options) =>
    (await loadSchemas()).inquiryResolver(kind)(values, context, options)

/**
 * The inquiry form of one tab (SPEC §2, §3, §5): the tab's zod schema checks it in the browser
 * (the server checks the same schema again), the attachment is checked before any upload, and
 * the body goes out with XMLHttpRequest so its upload progress can be shown. A failure keeps
 * everything the visitor typed and attached.
 */
export function InquiryForm({
  kind,
  fields: specs,
  labelledBy,
}: {
  kind: InquiryKind
  fields: InquiryFieldSpec[]
  labelledBy: string
}) {
  const { t, locale } = useT('forms')
  const fields = specs.map((spec) => spec.name)
  const defaults: InquiryValues = {
    ...Object.fromEntries(fields.map((f) => [f, ''])),
    privacyConsent: false,
    precautionConsent: false,
  }
  const { register, handleSubmit, control, setValue, setError, setFocus, reset, formState } = useForm<InquiryValues>({
    resolver: schemaResolver(kind),
    defaultValues: defaults,
  })
  const [privacyConsent, precautionConsent] = useWatch({ control, name: ['privacyConsent', 'precautionConsent'] })
  const {
    file,
    error: fileError,
    setError: setFileError,
    input: fileInput,
    select: selectFile,
    remove: removeFile,
    clear: clearFile,
  } = useAttachment()
  const [status, setStatus] = useState<SendState>({ state: 'idle' })
  const honeypot = useRef<HTMLInputElement>(null)
  const sentPanel = useRef<HTMLDivElement>(null)
  // A second click or Enter while the first send is under way must not send it twice.
  const inFlight = useRef(false)
  const sending = status.state === 'sending'

  useEffect(() => {
    if (status.state === 'done') sentPanel.current?.focus()
  }, [status])

  const send = async (values: InquiryValues) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await sendOnce(values)
    } finally {
      inFlight.current = false
    }
  }

  const sendOnce = async (values: InquiryValues) => {
    const body = new FormData()
    for (const field of fields) body.append(field, String(values[field] ?? ''))
    for (const box of CONSENTS) body.append(box, String(values[box] === true))
    body.append('homepage', honeypot.current?.value ?? '')
    if (file) body.append('file', file)

    const { sendForm, failureKey, showServerErrors } = await loadSender()
    const result = await sendForm(`/api/forms/${kind}?lang=${locale}`, body, startSending(file !== null, setStatus))

    if (result.ok) {
      reset(defaults)
      clearFile()
      if (honeypot.current) honeypot.current.value = ''
      setStatus({ state: 'done', receiptNumber: result.receiptNumber, fileName: file?.name ?? null })
      return
    }
    setStatus({ state: 'failed', message: result.message ?? t(`form.errors.${failureKey(result.status)}`) })
    showServerErrors(result.errors ?? {}, [...fields, 'file', ...CONSENTS], {
      setError,
      setFocus,
      setFileError,
      focusFile: () => fileInput.current?.focus(),
    })
  }

  // Built when the visitor submits, never during render (send reads refs).
  // If a module the form needs cannot be fetched (the connection dropped), say so instead of doing nothing.
  const submit = (event?: FormEvent) =>
    handleSubmit(send)(event).catch(() => setStatus({ state: 'failed', message: t('form.errors.network') }))
  const error = (name: keyof InquiryValues) => fieldMessage(t, formState.errors[name])
  const toggleAll = (checked: boolean) => {
    for (const box of CONSENTS) setValue(box, checked, { shouldDirty: true, shouldValidate: formState.isSubmitted })
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={preload(loadSchemas, loadSender)}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={sending}
    >
      {status.state === 'done' && (
        <SentPanel ref={sentPanel} receiptNumber={status.receiptNumber} fileName={status.fileName} />
      )}
      <p className={styles.requiredNote}>
        <span aria-hidden="true">*</span> {t('form.requiredNote')}
      </p>
      {specs.map((spec) => {
        const field = spec.name
        return (
          <FormField
            key={field}
            id={`${ID}-${field}`}
            type={spec.type}
            label={t(`${spec.textKey}.label`)}
            hint={t(`${spec.textKey}.hint`, spec.hintValues)}
            required
            error={error(field)}
            input={register(field)}
            maxLength={spec.maxLength}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
          />
        )
      })}
      <FormField
        id={`${ID}-file`}
        type="file"
        label={t('file.label')}
        hint={t('file.hint')}
        error={fileError}
        file={{ file, accept: attachmentAccept, onSelect: selectFile, onRemove: removeFile }}
        ref={fileInput}
      />
      <Consents
        id={`${ID}-consent`}
        privacy={{
          input: register('privacyConsent'),
          checked: privacyConsent === true,
          error: error('privacyConsent'),
        }}
        precaution={{
          input: register('precautionConsent'),
          checked: precautionConsent === true,
          error: error('precautionConsent'),
        }}
        onToggleAll={toggleAll}
      />
      {/* A trap for bots: people never see it or reach it (off-screen, out of the tab order, hidden from assistive tech). */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${ID}-homepage`}>{t('honeypot')}</label>
        <input
          ref={honeypot}
          id={`${ID}-homepage`}
          name="homepage"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
          {sending ? t('form.sending') : t('form.submit')}
        </button>
        <SendStatus status={status} onRetry={() => void submit()} />
      </div>
    </form>
  )
}
