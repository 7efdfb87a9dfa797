'use client'

import { getTranslation } from '@payloadcms/translations'
import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { resetTexts as texts } from './resetTexts'

/**
 * On a staff account's edit view, for admins: removes the account's second factor (a lost phone),
 * so its next sign-in enrols again. The server refuses anyone else and records both.
 */
export function ResetSecondFactor() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle')
  if (!id) return null
  async function reset() {
    if (!window.confirm(getTranslation(texts.confirm, i18n))) return
    const res = await fetch(`${config.routes.api}/users/${id}/second-factor/reset`, {
      method: 'POST',
      credentials: 'include',
    })
    setState(res.ok ? 'done' : 'failed')
  }
  return (
    <div className="field-type reset-second-factor">
      <p className="field-label">{getTranslation(texts.label, i18n)}</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void reset()}>
        {getTranslation(texts.button, i18n)}
      </button>
      {state !== 'idle' && <p role="status">{getTranslation(state === 'done' ? texts.done : texts.failed, i18n)}</p>}
    </div>
  )
}
