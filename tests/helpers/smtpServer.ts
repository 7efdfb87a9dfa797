import { SMTPServer } from 'smtp-server'

import { findFreePort } from '../../src/lib/db/ports'

export type ReceivedMail = { from: string; to: string[]; raw: string }
export type TestSmtpServer = { port: number; url: string; received: ReceivedMail[]; close: () => Promise<void> }

const USER = 'mailer'
const PASS = 'test-secret'

/**
 * A real SMTP server on 127.0.0.1 that keeps what it is sent. It requires the login given in its
 * URL (so the app must take the credentials from SMTP_URL) and offers no STARTTLS (it has no
 * certificate; production servers do, and nodemailer upgrades when offered).
 */
export async function startSmtpServer(port?: number): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: USER })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf-8'),
        })
        callback()
      })
    },
  })
  const listenPort = port ?? (await findFreePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', () => resolve())
  })
  return {
    port: listenPort,
    url: smtpUrl(listenPort),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The SMTP_URL of a test server on `port` (with the login it requires). */
export const smtpUrl = (port: number) => `smtp://${USER}:${PASS}@127.0.0.1:${port}`
