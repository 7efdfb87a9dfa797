'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'

import { RequiredMark } from '@/components/Form/FormField.client'
import formStyles from '@/components/Form/Form.module.css'

/**
 * A password box laid out as the form's other fields (label, hint, control, message). Kept apart
 * from FormField, which draws only SPEC §5's text, email, textarea and file types.
 */
export function PasswordField({
  id,
  label,
  hint,
  error,
  input,
  maxLength,
}: {
  id: string
  label: string
  hint: string
  error: string | null
  input: UseFormRegisterReturn
  maxLength: number
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        <RequiredMark />
      </label>
      <p id={hintId} className={formStyles.hint}>
        {hint}
      </p>
      <input
        {...input}
        id={id}
        type="password"
        className={formStyles.input}
        maxLength={maxLength}
        // Never offered for saving or filled in: the reporter's secret stays out of the browser's stores.
        autoComplete="off"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        aria-required="true"
      />
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
