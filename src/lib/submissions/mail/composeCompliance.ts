import { locales, type Locale } from '../../../i18n/locales'
import { resources } from '../../../i18n/resources'
import { makeTranslate, type Translate } from '../../../i18n/translate'
import type { EthicsReport } from '../../../payload-types'
import { formatReceivedAt, headerSafe, renderSections, type MailContent, type MailSection } from './compose'

/** All a compliance notification may know of a report: never anything the reporter wrote. */
export type ReportForMail = Pick<EthicsReport, 'id' | 'receiptNumber' | 'form' | 'receivedAt'>

const t = (locale: Locale): Translate => {
  const translate = makeTranslate(resources[locale].forms)
  return (key, vars) => translate(`complianceMail.${key}`, vars)
}

/**
 * The mail to compliance staff that a new consultation or report arrived, in Korean and English
 * (staff read either): the kind, the case number, when, and a link to it in the admin. Nothing
 * the reporter wrote or attached, not even the subject: a mail is copied to mailboxes and phones
 * that neither the encryption nor the retention job reach.
 */
export function composeComplianceNotify(
  report: ReportForMail,
  options: { adminUrl: string; followUp?: boolean },
): MailContent {
  // A follow-up: the reporter added a message (and maybe a file) to the case on the status page.
  const prefix = options.followUp ? 'followUp.' : ''
  const sections: MailSection[] = locales.map((locale) => {
    const tr = t(locale)
    const kind = tr(`kinds.${report.form}`)
    return {
      heading: tr(`${prefix}heading`, { kind, caseNumber: report.receiptNumber }),
      paragraphs: [tr('intro'), tr('due')],
      rows: [
        [tr('fields.kind'), kind],
        [tr('fields.caseNumber'), report.receiptNumber],
        [tr('fields.receivedAt'), formatReceivedAt(report.receivedAt, locale)],
      ],
      link: { label: tr('open'), href: options.adminUrl },
      footer: [tr('forward')],
    }
  })
  const subject = locales
    .map((locale) => t(locale)(`${prefix}subject`, { kind: t(locale)(`kinds.${report.form}`) }))
    .join(' / ')
  return { subject: headerSafe(`${subject} (${report.receiptNumber})`, 200), ...renderSections(sections) }
}
