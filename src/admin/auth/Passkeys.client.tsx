'use client'

import { getTranslation } from '@payloadcms/translations'
import { useAuth, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

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

function PasskeyPanel() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const tr = (text: { ko: string; en: string }) => getTranslation(text, i18n)
  const base = `${config.routes.api}/users/me/passkeys`
  const [listing, setListing] = useState<Listing | null>(null)
  const [name, setName] = useState('')
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)

  // Bumped after each change, to read the list again.
  const [version, setVersion] = useState(0)
  const load = () => setVersion((v) => v + 1)

  useEffect(() => {
    const controller = new AbortController()
    fetch(base, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Listing>) : null))
      .then((answer) => answer && setListing(answer))
      .catch(() => undefined)
    return () => controller.abort()
  }, [base, version])

  const post = (path: string, body: unknown) =>
    fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'accept-language': i18n.language },
      body: JSON.stringify(body),
    })
  const failure = async (res: Response) =>
    ((await res.json().catch(() => ({}))) as Answer).errors?.[0]?.message ?? tr(texts.failed)

  async function add() {
    setBusy(true)
    setStatus('')
    try {
      const asked = await post(`${base}/options`, {})
      if (!asked.ok) return setStatus(await failure(asked))
      const { options, ticket } = (await asked.json()) as { options: unknown; ticket: string }
      let response: unknown
      try {
        const { startRegistration } = await import('@simplewebauthn/browser')
        response = await startRegistration({ optionsJSON: options as never })
      } catch {
        return setStatus(tr(texts.cancelled))
      }
      const made = await post(base, { ticket, response, name })
      if (!made.ok) return setStatus(await failure(made))
      setName('')
      setStatus(tr(texts.added))
      load()
    } catch {
      setStatus(tr(texts.failed))
    } finally {
      setBusy(false)
    }
  }

  async function remove(passkey: Passkey) {
    if (!window.confirm(`${passkey.name}: ${tr(texts.confirmRemove)}`)) return
    const res = await fetch(`${base}/${passkey.id}`, { method: 'DELETE', credentials: 'include' })
    setStatus(res.ok ? tr(texts.removed) : await failure(res))
    load()
  }

  return (
    <section className="field-type passkeys" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title" className="field-label">
        {tr(texts.label)}
      </h3>
      <p>{tr(texts.intro)}</p>
      {listing && listing.passkeys.length === 0 && <p>{tr(texts.none)}</p>}
      {listing && listing.passkeys.length > 0 && (
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
                onClick={() => void remove(passkey)}
              >
                {tr(texts.remove)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {listing && !listing.appEnrolled && <p>{tr(texts.needsApp)}</p>}
      {listing?.appEnrolled && (
        // Not a <form>: the panel sits inside the account's own edit form.
        <div className="passkeys__add">
          <label className="field-label" htmlFor="field-passkey-name">
            {tr(texts.name)}
          </label>
          <input id="field-passkey-name" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
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
      {status && <p role="status">{status}</p>}
    </section>
  )
}
