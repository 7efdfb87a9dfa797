'use client'

import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { FormField } from '@/components/Form/FormField.client'
import formStyles from '@/components/Form/Form.module.css'
import { fieldMessage } from '@/components/Form/ruleMessage'
import { SendStatus, startSending, type SendState } from '@/components/Form/SendStatus.client'
import { loadSender, preload } from '@/components/Form/preload'
import { useT } from '@/i18n/client'
import { attachmentAccept } from '@/lib/forms/fileHints'

import { Categories } from './Categories.client'
import styles from './Report.module.css'
import { ReportConsent } from './ReportConsent.client'
import type { SentReport } from './ReportSent.client'
import { SecretFields } from './SecretFields.client'
import { useAttachment } from '@/components/Form/useAttachment'
import { emptyReport, FIELD_ORDER, type ReportFormSpec, type ReportFormValues } from './values'

const ID = 'report'

// The form's zod schema, loaded when the reporter first reaches into the form (zod is the bulk of
// the form's JavaScript, and a reader who never writes should not download it).
const loadSchemas = () => import('./schema')

// The success panel, needed only once a report went through. It is fetched before the report is
// sent (never after: the case number is shown once, and a panel that failed to load would lose it).
const loadSent = () => import('./ReportSent.client')
const ReportSent = lazy(() => loadSent().then((module) => ({ default: module.ReportSent })))

// The multipart body, assembled only when the report is sent.
const loadBody = () => import('./reportBody')

/** The success panel takes focus when it appears, so a screen reader reads it at once. */
const focusOnMount = (panel: HTMLDivElement | null) => panel?.focus()

const schemaResolver =
  (kind: ReportFormSpec['kind']): Resolver<ReportFormValues> =>
  async (values, context, options) =>
    (await loadSchemas()).reportResolver(kind)(values, context, options)

/**
 * The ethics consultation or unfair-trade report form (SPEC §2, §3, §5): the shared zod schema
 * checks it in the browser and again on the server; the attachment is checked before any upload;
 * the body goes out with XMLHttpRequest so its progress shows. A failure keeps everything typed
 * and attached. On success the case number (and a generated receipt) is shown once and kept
 * nowhere but in this component's memory.
 */
export function ReportForm({
  spec,
  statusHref,
  labelledBy,
}: {
  spec: ReportFormSpec
  statusHref: string
  labelledBy: string
}) {
  const { t, locale } = useT('forms')
  const { kind, categories, limits: L } = spec
  const { register, handleSubmit, control, setValue, setError, setFocus, reset, formState } = useForm<ReportFormValues>(
    {
      resolver: schemaResolver(kind),
      defaultValues: emptyReport(),
    },
  )
  const [privacyConsent, secretChoice] = useWatch({ control, name: ['privacyConsent', 'secretChoice'] })
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
  const [sent, setSent] = useState<SentReport | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  // A second click or Enter while the first send is under way must not send it twice.
  const inFlight = useRef(false)
  const sending = status.state === 'sending'

  const send = async (values: ReportFormValues) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await sendOnce(values)
    } finally {
      inFlight.current = false
    }
  }

  const sendOnce = async (values: ReportFormValues) => {
    setSent(null)
    const [{ sendForm, failureKey, showServerErrors }, { reportBody }] = await Promise.all([
      loadSender(),
      loadBody(),
      loadSent(),
    ])
    const result = await sendForm(
      `/api/forms/${kind}?lang=${locale}`,
      reportBody(kind, values, file, honeypot.current?.value ?? ''),
      startSending(file !== null, setStatus),
    )

    if (result.ok) {
      // The password leaves the form's state with everything else; the receipt lives only in the panel.
      reset(emptyReport())
      clearFile()
      if (honeypot.current) honeypot.current.value = ''
      setStatus({ state: 'done', receiptNumber: result.receiptNumber, fileName: file?.name ?? null })
      setSent({
        caseNumber: result.receiptNumber,
        receipt: result.answer.receipt ?? null,
        fileName: file?.name ?? null,
      })
      return
    }
    setStatus({ state: 'failed', message: result.message ?? t(`reportForm.errors.${failureKey(result.status)}`) })
    showServerErrors(result.errors ?? {}, FIELD_ORDER, {
      setError,
      setFocus,
      setFileError,
      focusFile: () => fileInput.current?.focus(),
    })
  }

  // Built when the reporter submits, never during render (send reads refs). If a module the form needs
  // cannot be fetched (the connection dropped), say so instead of doing nothing.
  const submit = (event?: FormEvent) =>
    handleSubmit(send)(event).catch(() => setStatus({ state: 'failed', message: t('reportForm.errors.network') }))
  const error = (name: keyof ReportFormValues) => fieldMessage(t, formState.errors[name])
  const text = (
    name: 'subject' | 'name' | 'email' | 'detail',
    type: 'text' | 'email' | 'textarea',
    required: boolean,
    maxLength: number,
    hint = {},
  ) => (
    <FormField
      id={`${ID}-${name}`}
      type={type}
      label={t(`reportForm.fields.${name}.label`)}
      hint={t(`reportForm.fields.${name}.hint`, hint)}
      required={required}
      error={error(name)}
      input={register(name)}
      maxLength={maxLength}
      autoComplete="off"
    />
  )

  return (
    // method and action matter only before the script runs: a native submit then posts to the
    // endpoint instead of putting the password into the page's URL as a GET would.
    <form
      className={formStyles.form}
      action={`/api/forms/${kind}?lang=${locale}`}
      method="post"
      encType="multipart/form-data"
      autoComplete="off"
      onSubmit={submit}
      onFocus={preload(loadSchemas, loadSender, loadBody, loadSent)}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={sending}
    >
      {sent && (
        <Suspense>
          <ReportSent
            ref={focusOnMount}
            sent={sent}
            statusHref={statusHref}
            onAnother={() => {
              // Shown at once, so the first field can take focus.
              flushSync(() => {
                setSent(null)
                setStatus({ state: 'idle' })
              })
              setFocus('subject')
            }}
          />
        </Suspense>
      )}
      {/* Hidden, not unmounted, while the success panel shows: the empty form invited a second send. */}
      <div hidden={sent !== null}>
        <p className={formStyles.requiredNote}>
          <span aria-hidden="true">*</span> {t('form.requiredNote')}
        </p>
        {text('subject', 'text', true, L.subject, { max: L.subject })}
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{t('reportForm.contact.legend')}</legend>
          <div className={styles.note}>
            <p>{t('reportForm.contact.recommend')}</p>
            <p>{t('reportForm.contact.confidential')}</p>
          </div>
          {text('name', 'text', false, L.name)}
          {text('email', 'email', false, L.email)}
        </fieldset>
        {kind === 'report' && (
          <Categories
            id={`${ID}-categories`}
            options={categories}
            input={register('categories')}
            error={error('categories')}
          />
        )}
        {text('detail', 'textarea', true, L.detail, { min: L.detailMin, max: L.detail })}
        <FormField
          id={`${ID}-file`}
          type="file"
          label={t('file.label')}
          hint={t('file.hint')}
          error={fileError}
          file={{ file, accept: attachmentAccept, onSelect: selectFile, onRemove: removeFile }}
          autoComplete="off"
          ref={fileInput}
        />
        <SecretFields
          id={`${ID}-secret`}
          choice={secretChoice}
          choiceInput={register('secretChoice')}
          choiceError={error('secretChoice')}
          password={{ input: register('password'), error: error('password') }}
          confirm={{ input: register('passwordConfirm'), error: error('passwordConfirm') }}
          limits={L}
        />
        <ReportConsent
          id={`${ID}-consent`}
          input={register('privacyConsent')}
          checked={privacyConsent === true}
          error={error('privacyConsent')}
          onToggleAll={(checked) =>
            setValue('privacyConsent', checked, { shouldDirty: true, shouldValidate: formState.isSubmitted })
          }
        />
        {/* A trap for bots: people never see it or reach it (off-screen, out of the tab order, hidden from assistive tech). */}
        <div className={formStyles.trap} aria-hidden="true">
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
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.submit} aria-disabled={sending || undefined}>
            {sending ? t('form.sending') : t(`reportForm.submit.${kind}`)}
          </button>
          <SendStatus status={status} onRetry={() => void submit()} />
        </div>
      </div>
    </form>
  )
}
