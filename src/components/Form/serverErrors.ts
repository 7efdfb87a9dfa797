import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form'

/**
 * The server's per-field messages (already in the visitor's language) under their fields, the
 * attachment's under the file input; focus moves to the first of them in the form's own order.
 */
export function showServerErrors<V extends FieldValues>(
  errors: Record<string, string>,
  order: readonly (Path<V> | 'file')[],
  form: {
    setError: UseFormSetError<V>
    setFocus: UseFormSetFocus<V>
    setFileError: (message: string) => void
    focusFile: () => void
  },
): void {
  const first = order.find((name) => errors[name])
  for (const name of order) {
    const message = errors[name]
    if (!message) continue
    if (name === 'file') form.setFileError(message)
    else form.setError(name, { type: 'server', message })
  }
  if (first === 'file') form.focusFile()
  else if (first) form.setFocus(first)
}
