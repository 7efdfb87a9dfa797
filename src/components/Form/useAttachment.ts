'use client'

import { useRef, useState } from 'react'

import { useT } from '@/i18n/client'
import { formatFileSize } from '@/lib/forms/fileHints'

// The check (the server's rule: the accepted names and the bytes that may carry them) is loaded when
// the first file is chosen: most visitors attach nothing, and it is a tenth of the form's script.
const loadCheck = () => import('@/lib/forms/attachment')

/**
 * The form's one optional attachment: checked the moment it is chosen by the server's own rule
 * (size, name, first bytes), so a refused file never leaves the browser. If the check's script
 * cannot be fetched (the connection dropped), the file is not kept and the visitor is told so.
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
    const refuse = (message: string) => {
      if (input.current) input.current.value = ''
      setFile(null)
      setError(message)
    }
    const check = await loadCheck().catch(() => null)
    if (!check) return refuse(t('file.offline'))
    const problem = await check.checkAttachment(chosen).catch(() => 'unreadable' as const)
    if (problem) return refuse(t(`file.${problem}`, { size: formatFileSize(chosen.size, locale) }))
    setFile(chosen)
  }

  const remove = () => {
    clear()
    input.current?.focus()
  }

  return { file, error, setError, input, select, remove, clear }
}
