'use client'

import type { ReactNode, Ref } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { useT } from '@/i18n/client'

import { FileInput, type FileInputProps } from './FileInput.client'
import styles from './Form.module.css'

type Common = {
  /** The control's id; the hint and the message take it as a prefix. */
  id: string
  label: string
  hint?: string
  required?: boolean
  /** The message under the field, already in the visitor's language. */
  error?: string | null
}

export type FormFieldProps = Common & {
  /** SPEC §5: text, email, textarea and file are drawn; any other type renders nothing. */
  type: string
  /** A text, email or textarea control's react-hook-form registration. */
  input?: UseFormRegisterReturn
  maxLength?: number
  inputMode?: 'numeric' | 'text' | 'email'
  /** Any control's `autocomplete` (the ethics forms turn it off on every field). */
  autoComplete?: string
  /** A file control's state and handlers. */
  file?: Omit<FileInputProps, 'describedBy' | 'invalid' | 'required' | 'id' | 'ref' | 'autoComplete'>
  /** The file control's element (text controls get theirs from their registration). */
  ref?: Ref<HTMLInputElement>
}

/**
 * One form field of SPEC §5: label with a required marker, hint, control and the message under
 * it. The message is linked to the control (`aria-describedby`, `aria-invalid`) and announced as
 * it appears; the caller moves focus to the first invalid field.
 */
export function FormField({
  id,
  type,
  label,
  hint,
  required,
  error,
  input,
  maxLength,
  inputMode,
  autoComplete,
  file,
  ref,
}: FormFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const aria = {
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  }

  let control: ReactNode = null
  if ((type === 'text' || type === 'email') && input) {
    control = (
      <input
        {...input}
        {...aria}
        id={id}
        type={type}
        className={styles.input}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
      />
    )
  } else if (type === 'textarea' && input) {
    control = (
      <textarea
        {...input}
        {...aria}
        id={id}
        className={styles.textarea}
        maxLength={maxLength}
        rows={8}
        autoComplete={autoComplete}
      />
    )
  } else if (type === 'file' && file) {
    control = (
      <FileInput
        {...file}
        ref={ref}
        id={id}
        describedBy={describedBy}
        invalid={Boolean(error)}
        required={required}
        autoComplete={autoComplete}
      />
    )
  }
  if (!control) return null

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {control}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The required marker: a visible asterisk, announced as the word "required" in the visitor's language. */
export function RequiredMark() {
  const { t } = useT('forms')
  return (
    <span className={styles.required}>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({t('form.required')})</span>
    </span>
  )
}
