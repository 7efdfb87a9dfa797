import { locales, type Locale } from '../../../i18n/locales'
import { resources } from '../../../i18n/resources'
import { makeTranslate, type Translate } from '../../../i18n/translate'
import { formatReceivedAt, headerSafe, renderSections, type MailContent, type MailSection } from './compose'

const t = (locale: Locale): Translate => {
  const translate = makeTranslate(resources[locale].forms)
  return (key, vars) => translate(`complianceGrantMail.${key}`, vars)
}

export type ComplianceGrant = { account: string; by: string; at: string; auditUrl: string }

/**
 * The mail to every compliance officer that someone was given the compliance role, in Korean and
 * English: which account, who granted it, when, and a link to the staff audit log. The role reads
 * whistleblowers' identities, so the people who already hold it hear of every new holder at once.
 */
export function composeComplianceGrant(grant: ComplianceGrant): MailContent {
  const account = headerSafe(grant.account, 120)
  const sections: MailSection[] = locales.map((locale) => {
    const tr = t(locale)
    return {
      heading: tr('heading', { account }),
      paragraphs: [tr('intro')],
      rows: [
        [tr('fields.account'), account],
        [tr('fields.by'), grant.by],
        [tr('fields.at'), formatReceivedAt(grant.at, locale)],
      ],
      link: { label: tr('open'), href: grant.auditUrl },
      footer: [tr('forward')],
    }
  })
  const subject = locales.map((locale) => t(locale)('subject', { account })).join(' / ')
  return { subject: headerSafe(subject, 200), ...renderSections(sections) }
}
