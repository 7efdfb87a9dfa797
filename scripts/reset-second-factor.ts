/**
 * `npm run reset-second-factor -- <email>`: for an operator on the server when no admin can sign in
 * to reset a colleague's second factor (the only admin lost their phone and their recovery codes).
 * Removes the account's authenticator secret and recovery codes, so its next sign-in enrols again,
 * and records the reset in the staff audit log as done from the server's shell.
 */
import os from 'node:os'

import { getPayload } from 'payload'

import { clearSecondFactor } from '../src/lib/auth/secondFactor/store'
import { STAFF_AUDIT_CONTEXT } from '../src/lib/auth/requestContexts'

process.env.PAYLOAD_DISABLE_JOBS ??= '1'

async function main(email: string | undefined): Promise<string> {
  if (!email || process.argv.length > 3) throw new Error('usage: npm run reset-second-factor -- <email of the account>')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  try {
    const account = (await payload.db.findOne({
      collection: 'users',
      where: { email: { equals: email.trim().toLowerCase() } },
    })) as { id: number; email: string } | null
    if (!account) throw new Error(`No staff account has the email ${email}; nothing was changed.`)
    // Not request-scoped: the operator at the shell is the authority here, as for the seed.
    await clearSecondFactor(payload.db.drizzle, account.id)
    await payload.create({
      collection: 'staff-audit-log',
      overrideAccess: true,
      context: { [STAFF_AUDIT_CONTEXT]: true },
      data: {
        action: 'twoFactorReset',
        actor: null,
        actorEmail: `server shell (${os.userInfo().username}@${os.hostname()})`,
        subject: account.id,
        subjectEmail: account.email,
        at: new Date().toISOString(),
      },
    })
    return `The second factor of ${account.email} was reset: its next sign-in shows a new QR code. Recorded in the staff audit log.`
  } finally {
    await payload.destroy()
  }
}

main(process.argv[2]).then(
  (done) => {
    console.log(done)
    process.exit(0)
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
