'use client'

import type { Ref } from 'react'

import { useT } from '@/i18n/client'
import { formatFileSize } from '@/lib/forms/fileHints'

import styles from './Form.module.css'

export type FileInputProps = {
  id: string
  file: File | null
  accept: string
  /** The visitor picked a file (or cleared the picker): the caller checks it before keeping it. */
  onSelect: (file: File | null) => void
  /** The remove button: the caller clears the value (and the input) and keeps focus here. */
  onRemove: () => void
  describedBy?: string
  invalid?: boolean
  required?: boolean
  autoComplete?: string
  ref?: Ref<HTMLInputElement>
}

/** The file control: the native picker (keyboard and screen-reader friendly), the chosen file's name and size, a remove button. */
export function FileInput({
  id,
  file,
  accept,
  onSelect,
  onRemove,
  describedBy,
  invalid,
  required,
  autoComplete,
  ref,
}: FileInputProps) {
  const { t, locale } = useT('forms')
  return (
    <div className={styles.file}>
      <input
        ref={ref}
        id={id}
        name="file"
        type="file"
        className={styles.fileInput}
        accept={accept}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
      />
      {file && (
        <div className={styles.selected}>
          <p className={styles.selectedFile}>
            <span className="visually-hidden">{t('file.selected')}: </span>
            <span className={styles.fileName}>{file.name}</span>{' '}
            <span className={styles.fileSize}>({formatFileSize(file.size, locale)})</span>
          </p>
          <button type="button" className={styles.remove} onClick={onRemove}>
            {t('file.remove')}
          </button>
        </div>
      )}
    </div>
  )
}
