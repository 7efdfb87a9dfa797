'use client'

import { useRef, useState, type FormEvent } from 'react'

import { FormField } from '@/components/Form/FormField.client'
import styles from '@/components/Form/Form.module.css'
import { SendStatus, startSending, type SendState } from '@/components/Form/SendStatus.client'
import { useAttachment } from '@/components/Form/useAttachment'
import { useT } from '@/i18n/client'
import { attachmentAccept } from '@/lib/forms/fileHints'
import { statusMessageUrl, type CaseView } from '@/lib/reports/status/contract'

import { postMessage } from './api'
import own from './ReportStatus.module.css'
import { TextField } from './TextField.client'

const ID = 'status-add'

/**
 * The box to add information to an opened case, with one optional file: checked in the browser
 * with the server's rule before any upload, sent with its progress bar, and on any failure
 * everything typed and attached stays for a retry.
 */
export function AddMessage({
  caseNumber,
  secret,
  maxLength,
  onAdded,
}: {
  caseNumber: string
  secret: string
  maxLength: number
  onAdded: (view: CaseView) => void
}) {
  const { t, locale } = useT('status')
  const { t: tf } = useT('forms')
  const [message, setMessage] = useState('')
  const [messageError, setMessageError] = useState<string | null>(null)
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
  const [sent, setSent] = useState(false)
  const messageInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const inFlight = useRef(false)
  const sending = status.state === 'sending'

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (inFlight.current) return
    setSent(false)
    const text = message.trim()
    const problem = !text
      ? tf('validation.required')
      : text.length > maxLength
        ? tf('validation.max', { n: maxLength.toLocaleString(locale) })
        : null
    setMessageError(problem)
    if (problem) return messageInput.current?.focus()
    inFlight.current = true
    try {
      await send()
    } finally {
      inFlight.current = false
    }
  }

  const send = async () => {
    const body = new FormData()
    body.append('caseNumber', caseNumber)
    body.append('secret', secret)
    body.append('message', message)
    if (file) body.append('file', file)
    const result = await postMessage(statusMessageUrl(locale), body, startSending(file !== null, setStatus))
    if (result.ok) {
      setMessage('')
      clearFile()
      setStatus({ state: 'idle' })
      setSent(true)
      onAdded(result.view)
      return
    }
    setStatus({
      state: 'failed',
      message: result.message ?? t(result.status === 0 ? 'errors.network' : 'errors.unknown'),
    })
    if (result.errors?.message) setMessageError(result.errors.message)
    if (result.errors?.file) setFileError(result.errors.file)
    if (result.errors?.message) messageInput.current?.focus()
    else if (result.errors?.file) fileInput.current?.focus()
  }

  return (
    <section className={own.section} aria-labelledby={ID}>
      <h2 id={ID} className={own.heading}>
        {t('add.title')}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        autoComplete="off"
        aria-labelledby={ID}
        aria-busy={sending}
      >
        <TextField
          id={`${ID}-message`}
          ref={messageInput}
          type="textarea"
          label={t('add.message.label')}
          hint={t('add.message.hint', { max: maxLength.toLocaleString(locale) })}
          value={message}
          onChange={setMessage}
          error={messageError}
          maxLength={maxLength}
        />
        <FormField
          id={`${ID}-file`}
          type="file"
          label={tf('file.label')}
          hint={tf('file.hint')}
          error={fileError}
          file={{
            file,
            accept: attachmentAccept,
            onSelect: (chosen) => void selectFile(chosen),
            onRemove: removeFile,
          }}
          ref={fileInput}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
            {sending ? t('add.sending') : t('add.submit')}
          </button>
          <SendStatus status={status} onRetry={() => void submit()} />
          <p className={own.sent} role="status">
            {sent ? t('add.sent') : ''}
          </p>
        </div>
      </form>
    </section>
  )
}
