import { getTranslation } from '@payloadcms/translations'
import type { ServerFieldBase } from 'payload'

import { formatFileSize } from '../../lib/forms/fileHints'
import { reportTexts } from './texts'

type Described = { filename?: string; mimeType?: string; size?: number } | null | undefined

/**
 * The reporter's file in the edit view of a report or a message: its name, type and size, and a
 * download link to the collection's access-checked attachment route, which decrypts it for
 * compliance (and records the download). Read-only, as the reporter sent it.
 */
export function ReportAttachmentField({ collectionSlug, data, id, i18n, payload }: ServerFieldBase) {
  const attachment = (data as { attachment?: Described } | undefined)?.attachment
  return (
    <div className="field-type report-attachment" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">{getTranslation(reportTexts.attachment, i18n)}</div>
      {attachment?.filename && id ? (
        <p>
          <a href={`${payload.config.routes.api}/${collectionSlug}/${id}/attachment`} download={attachment.filename}>
            {attachment.filename || getTranslation(reportTexts.download, i18n)}
          </a>{' '}
          <span style={{ color: 'var(--theme-elevation-500)' }}>
            (
            {[attachment.mimeType, attachment.size != null ? formatFileSize(attachment.size, i18n.language) : null]
              .filter(Boolean)
              .join(', ')}
            )
          </span>
        </p>
      ) : (
        <p>{getTranslation(reportTexts.noAttachment, i18n)}</p>
      )}
    </div>
  )
}
