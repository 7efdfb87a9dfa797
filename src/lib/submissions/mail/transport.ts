import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import nodemailer, { type Transport, type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type MimeNode from 'nodemailer/lib/mime-node'
import SMTPTransport from 'nodemailer/lib/smtp-transport'

import { isProduction } from '../../env'

/** Where development mail is written: MAIL_DIR, else `mail/` in the data directory. */
export function mailDir(): string {
  return process.env.MAIL_DIR || path.resolve(process.env.DATA_DIR ?? '.data', 'mail')
}

/** The sender of every mail the site sends: MAIL_FROM, e.g. `Baedal Friends <no-reply@example.com>`. */
export function mailFrom(): { name: string; address: string } {
  const raw = process.env.MAIL_FROM?.trim() || 'Baedal Friends <no-reply@localhost>'
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(raw)
  if (match) return { name: match[1].trim(), address: match[2] }
  return { name: '', address: raw }
}

/** What an `.eml` send reports: where the message was written. */
export type EmlSentInfo = { envelope: MimeNode.Envelope; messageId: string; path: string }

/**
 * A nodemailer transport that writes each message, built by nodemailer exactly as it would go
 * over SMTP (RFC 822 headers, MIME parts, encoded words), to `<dir>/<time>-<id>.eml`. The file is
 * written under a temporary name and renamed, so a reader never sees half a message.
 */
export function emlFileTransport(
  dir: string,
  log: (line: string) => void = (line) => console.info(line),
): Transport<EmlSentInfo | undefined> {
  return {
    name: 'eml-file',
    version: '1',
    // No info on a failure, as nodemailer's own transports do.
    send(
      mail: MailMessage<EmlSentInfo | undefined>,
      callback: (err: Error | null, info: EmlSentInfo | undefined) => void,
    ) {
      const write = async (): Promise<EmlSentInfo> => {
        const message = await mail.message.build()
        await fs.promises.mkdir(dir, { recursive: true })
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = path.join(dir, `${stamp}-${randomUUID()}.eml`)
        await fs.promises.writeFile(`${file}.tmp`, message)
        await fs.promises.rename(`${file}.tmp`, file)
        log(`Mail written to ${file} (no SMTP_URL set)`)
        return { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), path: file }
      }
      write().then(
        (info) => callback(null, info),
        (error: Error) => callback(error, undefined),
      )
    },
  }
}

/**
 * The transport Payload's email adapter sends through: SMTP when SMTP_URL is set
 * (`smtp://user:pass@host:587` upgrades with STARTTLS when offered, `smtps://host:465` is TLS from
 * the start), else `.eml` files under MAIL_DIR. Timeouts are bounded so a mail server that does
 * not answer fails the job (which the queue retries) instead of holding it for minutes.
 */
export function mailTransport(): Transporter {
  const url = process.env.SMTP_URL?.trim()
  if (url) {
    return nodemailer.createTransport(
      new SMTPTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 }),
    )
  }
  return nodemailer.createTransport(emlFileTransport(mailDir()))
}

/** The start-up warning for production without SMTP: mail would only ever land in files on the server. */
export function mailStartupWarning(): string | null {
  if (!isProduction() || process.env.SMTP_URL?.trim()) return null
  return (
    `SMTP_URL is not set: no mail leaves this server. Inquiry notifications and acknowledgements are ` +
    `written as .eml files to ${mailDir()}. Set SMTP_URL=smtp://user:pass@host:587 (or smtps://…) to deliver them.`
  )
}
