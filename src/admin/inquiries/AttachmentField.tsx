import { getTranslation } from '@payloadcms/translations'
import type { ServerFieldBase } from 'payload'

import { formatFileSize } from '../../lib/forms/fileHints'
import type { Inquiry } from '../../payload-types'
import { inboxTexts } from './texts'

/**
 * The attachment in an inquiry's edit view: its name, type and size, and a download link to the
 * access-checked attachment route (never a path of the stored file). Read-only, as submitted.
 */
export function AttachmentField({ data, id, i18n, payload }: ServerFieldBase) {
  const attachment = (data as Partial<Inquiry> | undefined)?.attachment
  const label = getTranslation(inboxTexts.attachment, i18n)
  return (
    <div className="field-type inquiry-attachment" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label">{label}</div>
      {attachment?.key && id ? (
        <p>
          <a
            href={`${payload.config.routes.api}/inquiries/${id}/attachment`}
            download={attachment.filename ?? undefined}
          >
            {attachment.filename || getTranslation(inboxTexts.download, i18n)}
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
        <p>{getTranslation(inboxTexts.noAttachment, i18n)}</p>
      )}
    </div>
  )
}
