import { getTranslation } from '@payloadcms/translations'
import type { ServerFieldBase } from 'payload'

import type { Inquiry } from '../../payload-types'
import { inboxTexts } from './texts'

/**
 * "Reply by email" in an inquiry's sidebar: the staff member's own mail program, addressed to the
 * sender, the subject quoted with the receipt number so the thread can be found again. The site
 * sends nothing itself: a reply is the staff member's own mail.
 */
export function ReplyByMail({ data, i18n }: ServerFieldBase) {
  const inquiry = data as Partial<Inquiry> | undefined
  if (!inquiry?.email) return null
  const subject = `Re: ${inquiry.subject ?? ''}${inquiry.receiptNumber ? ` [${inquiry.receiptNumber}]` : ''}`
  const href = `mailto:${encodeURIComponent(inquiry.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`
  return (
    <div className="field-type inquiry-reply" style={{ marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} style={{ margin: 0 }}>
        {getTranslation(inboxTexts.replyByMail, i18n)}
      </a>
    </div>
  )
}
