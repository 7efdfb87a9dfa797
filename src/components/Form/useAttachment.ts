'use client'

import { useRef, useState } from 'react'

import { useT } from '@/i18n/client'
import { checkAttachment, formatFileSize } from '@/lib/forms/attachment'

/**
 * The form's one optional attachment: checked the moment it is chosen by the server's own rule
 * (size, name, first bytes), so a refused file never leaves the browser.
 */
export function useAttachment() {
  const { t, locale } = useT('forms')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const clear = () => {
    if (input.current) input.current.value = ''
    setFile(null)
    setError(null)
  }

  const select = async (chosen: File | null) => {
    setError(null)
    if (!chosen) return setFile(null)
    const problem = await checkAttachment(chosen).catch(() => 'unreadable' as const)
    if (problem) {
      if (input.current) input.current.value = ''
      setFile(null)
      setError(t(`file.${problem}`, { size: formatFileSize(chosen.size, locale) }))
      return
    }
    setFile(chosen)
  }

  const remove = () => {
    clear()
    input.current?.focus()
  }

  return { file, error, setError, input, select, remove, clear }
}
