'use client'

import { getTranslation } from '@payloadcms/translations'
import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState, type KeyboardEvent } from 'react'

import { formatDateTime } from '../../lib/seoulDate'
import { passkeyTexts as texts } from './passkeyTexts'

type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null }
type Listing = { passkeys: Passkey[]; appEnrolled: boolean }
type Answer = { errors?: { message?: string }[] }

/**
 * On the signed-in staff member's own account page: their passkeys, a way to add one (the
 * browser's own dialog makes it) and to remove one. The server checks each step and records
 * every change in the staff audit log (src/collections/passkeys.ts).
 */
export function Passkeys() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const own = user != null && id != null && String(user.id) === String(id)
  return own ? <PasskeyPanel /> : null
}

/** What the panel tells the member: a status after success, an alert after a failure. */
type Notice = { kind: 'status' | 'alert'; text: string } | null

function PasskeyPanel() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const tr = (text: { ko: string; en: string }) => getTranslation(text, i18n)
  const base = `${config.routes.api}/users/me/passkeys`
  const [listing, setListing] = useState<Listing | 'failed' | null>(null)
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState<Notice>(null)
  const [busy, setBusy] = useState(false)
  const done = (text: string) => setNotice({ kind: 'status', text })
  const failed = (text: string) => setNotice({ kind: 'alert', text })

  // Bumped after each change, to read the list again.
  const [version, setVersion] = useState(0)
  const load = () => setVersion((v) => v + 1)

  useEffect(() => {
    const controller = new AbortController()
    fetch(base, { credentials: 'include', signal: controller.signal })
      .then<Listing | 'failed'>((res) => (res.ok ? (res.json() as Promise<Listing>) : 'failed'))
      .then((answer) => setListing(answer))
      .catch(() => {
        if (!controller.signal.aborted) setListing('failed')
      })
    return () => controller.abort()
  }, [base, version])

  const send = (path: string, method: 'POST' | 'DELETE', body?: unknown) =>
    fetch(path, {
      method,
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'accept-language': i18n.language },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const failure = async (res: Response) =>
    ((await res.json().catch(() => ({}))) as Answer).errors?.[0]?.message ?? tr(texts.failed)

  /** Runs one change at a time; a network failure says so rather than nothing. */
  async function step(work: () => Promise<void>) {
    if (busy) return
    setBusy(true)
    setNotice(null)
    try {
      await work()
    } catch {
      failed(tr(texts.failed))
    } finally {
      setBusy(false)
    }
  }

  const add = () =>
    step(async () => {
      const asked = await send(`${base}/options`, 'POST', { code })
      setCode('')
      if (!asked.ok) return failed(await failure(asked))
      const { options, ticket } = (await asked.json()) as { options: unknown; ticket: string }
      let response: unknown
      try {
        const { startRegistration } = await import('@simplewebauthn/browser')
        response = await startRegistration({ optionsJSON: options as never })
      } catch (error) {
        // InvalidStateError: the authenticator already holds one of this account's passkeys.
        return failed(tr((error as Error).name === 'InvalidStateError' ? texts.exists : texts.cancelled))
      }
      const made = await send(base, 'POST', { ticket, response, name })
      if (!made.ok) return failed(await failure(made))
      setName('')
      done(tr(texts.added))
      load()
    })

  const remove = (passkey: Passkey) =>
    step(async () => {
      if (!window.confirm(`${passkey.name}: ${tr(texts.confirmRemove)}`)) return
      const res = await send(`${base}/${passkey.id}`, 'DELETE')
      if (res.ok) done(tr(texts.removed))
      else failed(await failure(res))
      load()
    })

  /** Enter in the panel's inputs adds the passkey instead of saving the account's form around it. */
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void add()
  }

  return (
    <section className="field-type passkeys" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title" className="field-label">
        {tr(texts.label)}
      </h3>
      <p>{tr(texts.intro)}</p>
      {listing === 'failed' && <p role="alert">{tr(texts.loadFailed)}</p>}
      {listing && listing !== 'failed' && listing.passkeys.length === 0 && <p>{tr(texts.none)}</p>}
      {listing && listing !== 'failed' && listing.passkeys.length > 0 && (
        <ul className="passkeys__list">
          {listing.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <strong>{passkey.name}</strong>{' '}
              <small>
                {tr(texts.created)} {formatDateTime(passkey.createdAt)} · {tr(texts.lastUsed)}{' '}
                {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : tr(texts.never)}
              </small>{' '}
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                aria-label={`${tr(texts.remove)}: ${passkey.name}`}
                disabled={busy}
                onClick={() => void remove(passkey)}
              >
                {tr(texts.remove)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {listing && listing !== 'failed' && !listing.appEnrolled && <p>{tr(texts.needsApp)}</p>}
      {listing && listing !== 'failed' && listing.appEnrolled && (
        // Not a <form>: the panel sits inside the account's own edit form.
        <div className="passkeys__add">
          <label className="field-label" htmlFor="field-passkey-name">
            {tr(texts.name)}
          </label>
          <input
            id="field-passkey-name"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={onEnter}
          />
          <label className="field-label" htmlFor="field-passkey-code">
            {tr(texts.code)}
          </label>
          <input
            id="field-passkey-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onEnter}
          />
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={busy}
            onClick={() => void add()}
          >
            {tr(texts.add)}
          </button>
        </div>
      )}
      {/* Both regions are always there, so a screen reader announces what is put in them. */}
      <p role="status">{notice?.kind === 'status' ? notice.text : ''}</p>
      <p role="alert">{notice?.kind === 'alert' ? notice.text : ''}</p>
    </section>
  )
}
