import type { Locale } from '../../../i18n/locales'
import { resources } from '../../../i18n/resources'
import { makeTranslate, type Translate } from '../../../i18n/translate'
import type { Inquiry } from '../../../payload-types'

export type MailContent = { subject: string; text: string; html: string }

/** The fields of an inquiry a mail may mention: never its detail text, never its file. */
export type InquiryForMail = Pick<
  Inquiry,
  | 'id'
  | 'receiptNumber'
  | 'kind'
  | 'receivedAt'
  | 'locale'
  | 'subject'
  | 'name'
  | 'organization'
  | 'mediaName'
  | 'email'
  | 'visitors'
  | 'preferredDates'
  | 'attachment'
>

/** The mail texts of `forms.json` (the `mail` sub-object) in one language. */
const t = (locale: Locale): Translate => {
  const translate = makeTranslate(resources[locale].forms)
  return (key, vars) => translate(`mail.${key}`, vars)
}

/**
 * One line of visitor text fit for a mail header: control characters (CR and LF above all, which
 * would start a new header) become spaces, runs of spaces one, and it is cut to `max` characters.
 */
export function headerSafe(value: string, max = 120): string {
  const line = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The moment of receipt as staff and visitors in Korea read it: Asia/Seoul, with the zone named. */
export function formatReceivedAt(iso: string, locale: Locale): string {
  const formatted = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso))
  return `${formatted} (KST)`
}

export type Row = [label: string, value: string]
export type MailSection = {
  heading: string
  paragraphs: string[]
  rows: Row[]
  link?: { label: string; href: string }
  footer: string[]
}

const HTML_OPEN = '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#222">'
const HTML_CLOSE = '</body></html>'

/** Mail sections one after another (a bilingual mail: Korean, then English), as text and HTML. */
export function renderSections(sections: MailSection[]): { text: string; html: string } {
  const parts = sections.map(renderSection)
  return {
    text: parts.map((p) => p.text).join('\n----------------------------------------\n\n'),
    html: [HTML_OPEN, parts.map((p) => p.html).join('\n<hr>\n'), HTML_CLOSE].join('\n'),
  }
}

const render = (lines: MailSection) => renderSections([lines])

function renderSection(lines: MailSection): { text: string; html: string } {
  const text = [
    lines.heading,
    '',
    ...lines.paragraphs.flatMap((p) => [p, '']),
    ...lines.rows.map(([label, value]) => `${label}: ${value}`),
    ...(lines.link ? ['', `${lines.link.label}: ${lines.link.href}`] : []),
    ...(lines.footer.length ? ['', ...lines.footer] : []),
    '',
  ].join('\n')
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left'
  const html = [
    `<h1 style="font-size:18px">${escapeHtml(lines.heading)}</h1>`,
    ...lines.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table style="border-collapse:collapse">',
    ...lines.rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    lines.link ? `<p><a href="${escapeHtml(lines.link.href)}">${escapeHtml(lines.link.label)}</a></p>` : '',
    ...lines.footer.map((p) => `<p style="color:#666;font-size:13px">${escapeHtml(p)}</p>`),
  ].join('\n')
  return { text, html }
}

/**
 * The staff notification, in the site's default language. It carries what staff need to sort the
 * inbox and answer (who, which tab, the subject, how to reach the sender, when, the receipt
 * number) and a link to the inquiry in the admin, but not the detail text and not the file: a mail
 * is copied to mailboxes and phones the admin's access rules and the retention job never reach.
 */
export function composeNotify(inquiry: InquiryForMail, options: { locale: Locale; adminUrl: string }): MailContent {
  const tr = t(options.locale)
  const kind = tr(`kinds.${inquiry.kind}`)
  const rows: Row[] = [
    [tr('fields.kind'), kind],
    [tr('fields.receiptNumber'), inquiry.receiptNumber],
    [tr('fields.receivedAt'), formatReceivedAt(inquiry.receivedAt, options.locale)],
    [tr('fields.subject'), headerSafe(inquiry.subject, 500)],
    [tr('fields.name'), headerSafe(inquiry.name, 200)],
  ]
  if (inquiry.organization) rows.push([tr('fields.organization'), headerSafe(inquiry.organization, 200)])
  if (inquiry.mediaName) rows.push([tr('fields.mediaName'), headerSafe(inquiry.mediaName, 200)])
  rows.push([tr('fields.email'), inquiry.email])
  if (inquiry.visitors != null) rows.push([tr('fields.visitors'), String(inquiry.visitors)])
  if (inquiry.preferredDates) rows.push([tr('fields.preferredDates'), headerSafe(inquiry.preferredDates, 200)])
  rows.push([tr('fields.attachment'), inquiry.attachment?.key ? tr('notify.attachmentYes') : tr('notify.attachmentNo')])
  const subject = headerSafe(
    tr('notify.subject', { kind, subject: headerSafe(inquiry.subject, 80), receiptNumber: inquiry.receiptNumber }),
    200,
  )
  return {
    subject,
    ...render({
      heading: tr('notify.heading'),
      paragraphs: [tr('notify.intro')],
      rows,
      link: { label: tr('notify.open'), href: options.adminUrl },
      footer: [tr('notify.privacy')],
    }),
  }
}

/**
 * The sender's acknowledgement, in the language they wrote in: thanks, the receipt number to
 * quote, what happens next and how long the inquiry is kept. No copy of what they sent beyond its
 * subject (a mistyped address must not hand their text and file to a stranger).
 */
export function composeAcknowledge(
  inquiry: InquiryForMail,
  options: { company: string; retentionYears: number },
): MailContent {
  const locale = inquiry.locale
  const tr = t(locale)
  const company = headerSafe(options.company, 100)
  const rows: Row[] = [
    [tr('fields.receiptNumber'), inquiry.receiptNumber],
    [tr('fields.kind'), tr(`kinds.${inquiry.kind}`)],
    [tr('fields.subject'), headerSafe(inquiry.subject, 500)],
    [tr('fields.receivedAt'), formatReceivedAt(inquiry.receivedAt, locale)],
  ]
  return {
    subject: headerSafe(tr('acknowledge.subject', { company, receiptNumber: inquiry.receiptNumber }), 200),
    ...render({
      heading: tr('acknowledge.greeting', { name: headerSafe(inquiry.name, 100) }),
      paragraphs: [tr('acknowledge.thanks', { company }), tr('acknowledge.next')],
      rows,
      footer: [
        tr('acknowledge.retention', { years: options.retentionYears }),
        tr('acknowledge.noReply'),
        tr('acknowledge.signature', { company }),
      ],
    }),
  }
}
