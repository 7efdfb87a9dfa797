'use client'

import { useState, type FormEvent, type InputHTMLAttributes } from 'react'

import type { SignInTexts } from './texts'

type Enrolment = { ticket: string; secret: string; qr: string }
/** A passkey request from the server (WebAuthn options as JSON) and the ticket to answer it with. */
type PasskeyRequest = { options: unknown; ticket: string }
type Stage =
  | { kind: 'password' }
  | { kind: 'code'; recovery: boolean; passkey?: PasskeyRequest }
  | { kind: 'enrol'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }

type LoginAnswer = {
  user?: { recoveryCodes?: string[] }
  errors?: {
    message?: string
    data?: {
      secondFactor?: { step: 'code' | 'enrol'; ticket?: string; secret?: string; qr?: string; passkey?: PasskeyRequest }
    }
  }[]
}

type Props = { texts: SignInTexts; next: string; apiRoute: string; forgotHref: string; language: string }

/**
 * The sign-in form and its second step. Every step posts the email and password again with what
 * the step asks for (a code, a recovery code, a passkey's answer, an enrolment ticket and code), so the server keeps
 * no half-signed-in state; a wrong step shows the server's message in the admin's language.
 */
export function SignInForm({ texts, next, apiRoute, forgotHref, language }: Props) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [stage, setStage] = useState<Stage>({ kind: 'password' })
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const extra: Record<string, unknown> = {}
    if (stage.kind === 'code') extra[stage.recovery ? 'recoveryCode' : 'code'] = code
    if (stage.kind === 'enrol') Object.assign(extra, { enrolTicket: stage.enrolment.ticket, code })
    void signIn(extra)
  }

  /** The browser asks for the passkey (the system's own dialog); its answer goes with the sign-in. */
  async function signInWithPasskey(request: PasskeyRequest) {
    setBusy(true)
    setMessage('')
    let answer: unknown
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser')
      answer = await startAuthentication({ optionsJSON: request.options as never })
    } catch {
      setMessage(texts.passkeyCancelled)
      setBusy(false)
      return
    }
    await signIn({ passkeyTicket: request.ticket, passkey: answer })
  }

  async function signIn(extra: Record<string, unknown>) {
    setBusy(true)
    setMessage('')
    try {
      const res = await fetch(`${apiRoute}/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ email, password, ...extra }),
      })
      const answer = (await res.json().catch(() => ({}))) as LoginAnswer
      if (res.ok) {
        const codes = answer.user?.recoveryCodes
        if (codes?.length) setStage({ kind: 'codes', codes })
        else window.location.assign(next)
        return
      }
      const error = answer.errors?.[0]
      const step = error?.data?.secondFactor
      if (step?.step === 'enrol' && step.ticket && step.secret && step.qr)
        setStage({ kind: 'enrol', enrolment: { ticket: step.ticket, secret: step.secret, qr: step.qr } })
      else if (step?.step === 'code')
        setStage({ kind: 'code', recovery: stage.kind === 'code' && stage.recovery, passkey: step.passkey })
      setCode('')
      setMessage(error?.message ?? texts.failed)
    } catch {
      setMessage(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  if (stage.kind === 'codes')
    return (
      <section className="sign-in" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{texts.codesTitle}</h1>
        <p>{texts.codesIntro}</p>
        <ol className="sign-in__codes" data-testid="recovery-codes">
          {stage.codes.map((value) => (
            <li key={value}>
              <code>{value}</code>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn--style-secondary"
          onClick={() => void navigator.clipboard?.writeText(stage.codes.join('\n')).then(() => setCopied(true))}
        >
          {copied ? texts.copied : texts.copy}
        </button>
        <button type="button" className="btn btn--style-primary" onClick={() => window.location.assign(next)}>
          {texts.saved}
        </button>
      </section>
    )

  const secondStep = stage.kind === 'code' || stage.kind === 'enrol'
  return (
    <form className="sign-in" onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
      <h1 id="sign-in-title">{stage.kind === 'enrol' ? texts.enrolTitle : texts.title}</h1>
      {message && (
        <p role="alert" className="sign-in__message">
          {message}
        </p>
      )}
      {!secondStep && (
        <>
          <TextField
            id="field-email"
            label={texts.email}
            value={email}
            onChange={setEmail}
            input={{ type: 'email', autoComplete: 'username' }}
          />
          <TextField
            id="field-password"
            label={texts.password}
            value={password}
            onChange={setPassword}
            input={{ type: 'password', autoComplete: 'current-password' }}
          />
        </>
      )}
      {stage.kind === 'enrol' && (
        <div className="sign-in__enrol">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the server */}
          <img src={stage.enrolment.qr} alt={texts.qrAlt} width={200} height={200} />
          <p>
            {texts.enrolManual} <code data-testid="totp-secret">{stage.enrolment.secret}</code>
          </p>
        </div>
      )}
      {secondStep && (
        <TextField
          id="field-code"
          label={stage.kind === 'code' && stage.recovery ? texts.recoveryCode : texts.code}
          value={code}
          onChange={setCode}
          input={{
            autoComplete: 'one-time-code',
            inputMode: stage.kind === 'code' && stage.recovery ? 'text' : 'numeric',
            autoFocus: true,
          }}
        />
      )}
      <button type="submit" className="btn btn--style-primary" disabled={busy}>
        {secondStep ? texts.verify : texts.signIn}
      </button>
      {stage.kind === 'code' && (
        <button
          type="button"
          className="btn btn--style-secondary"
          onClick={() => {
            setStage({ ...stage, recovery: !stage.recovery })
            setCode('')
            setMessage('')
          }}
        >
          {stage.recovery ? texts.useApp : texts.useRecovery}
        </button>
      )}
      {stage.kind === 'code' && stage.passkey && (
        <button
          type="button"
          className="btn btn--style-secondary"
          disabled={busy}
          onClick={() => void signInWithPasskey(stage.passkey!)}
        >
          {texts.usePasskey}
        </button>
      )}
      {!secondStep && <a href={forgotHref}>{texts.forgot}</a>}
    </form>
  )
}

type FieldProps = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The input's own attributes (type, autocomplete, input mode). */
  input: InputHTMLAttributes<HTMLInputElement>
}

/** A labelled, required text input of the sign-in form. */
function TextField({ id, label, value, onChange, input }: FieldProps) {
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} required value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </>
  )
}
