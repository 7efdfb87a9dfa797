'use client'

import { useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A message's file in the messages table of a report: its name as a download link through the
 * access-checked attachment route (nothing when the message has no file).
 */
export function MessageAttachmentCell({ rowData }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const file = rowData?.attachment as { filename?: string } | null | undefined
  if (!file?.filename || rowData?.id == null) return null
  return (
    <a
      href={`${config.routes.api}/report-messages/${rowData.id}/attachment`}
      download={file.filename}
      onClick={(event) => event.stopPropagation()}
    >
      {file.filename}
    </a>
  )
}
