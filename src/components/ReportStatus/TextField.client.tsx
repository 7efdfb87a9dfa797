'use client'

import type { Ref } from 'react'

import { RequiredMark } from '@/components/Form/FormField.client'
import styles from '@/components/Form/Form.module.css'

type Props = {
  id: string
  label: string
  hint?: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  maxLength: number
  type?: 'text' | 'password' | 'textarea'
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>
}

/**
 * A required text field in the forms' look (label with its marker, hint, message under it, linked
 * to the control). Controlled, without react-hook-form: the status page's few fields do not need
 * it. Nothing is remembered by the browser (`autocomplete="off"`): the page may be on a shared computer.
 */
export function TextField({ id, label, hint, value, onChange, error, maxLength, type = 'text', ref }: Props) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const aria = {
    'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': true,
  }
  const common = { ...aria, id, name: id, value, maxLength, autoComplete: 'off', spellCheck: false, ref }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMark />
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {type === 'textarea' ? (
        <textarea
          {...common}
          className={styles.textarea}
          rows={6}
          spellCheck={undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          className={styles.input}
          autoCapitalize="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
