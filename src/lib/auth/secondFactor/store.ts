import { sql } from '@payloadcms/db-postgres/drizzle'

import type { Db } from '../../search/sync'

/**
 * An account's second factor lives in its own table (`staff_second_factors`), never on the users
 * row: Payload's sign-in writes back the whole account as it read it (to add its session), so a
 * value kept there would be restored by any concurrent sign-in that read it earlier (a spent
 * recovery code back, a used step usable again, an enrolment undone). Each change below is one
 * conditional statement, so of concurrent sign-ins only one takes a code, a recovery code or an
 * enrolment; run in the sign-in's transaction, a sign-in that fails later gives it back.
 */
/** `since` as an ISO date (the driver may hand a timestamp over as text). */
export type StoredSecondFactor = { sealedSecret: string; lastStep: number; recoveryCodes: string[]; since: string }

export async function readSecondFactor(db: Db, userId: number): Promise<StoredSecondFactor | null> {
  const { rows } = await db.execute<{
    totp_secret: string
    last_step: string
    recovery_codes: string[]
    since: string | Date
  }>(sql`SELECT totp_secret, last_step, recovery_codes, since FROM staff_second_factors WHERE user_id = ${userId}`)
  const row = rows[0]
  return row
    ? {
        sealedSecret: row.totp_secret,
        lastStep: Number(row.last_step),
        recoveryCodes: row.recovery_codes,
        since: new Date(row.since).toISOString(),
      }
    : null
}

/** Enrols the account unless another sign-in enrolled it first: whether this one did. */
export async function claimEnrolment(db: Db, userId: number, sealedSecret: string, step: number, codes: string[]) {
  const { rows } = await db.execute(sql`
    INSERT INTO staff_second_factors (user_id, totp_secret, last_step, recovery_codes)
    VALUES (${userId}, ${sealedSecret}, ${step}, ${JSON.stringify(codes)}::jsonb)
    ON CONFLICT (user_id) DO NOTHING RETURNING user_id`)
  return rows.length === 1
}

/** Takes TOTP step `step` unless it or a later one was taken: whether this sign-in took it. */
export async function claimStep(db: Db, userId: number, step: number) {
  const { rows } = await db.execute(sql`
    UPDATE staff_second_factors SET last_step = ${step}
    WHERE user_id = ${userId} AND last_step < ${step} RETURNING user_id`)
  return rows.length === 1
}

/** Keeps the recovery codes left after one was spent, unless another was spent meanwhile. */
export async function claimRecoveryCode(db: Db, userId: number, before: string[], after: string[]) {
  const { rows } = await db.execute(sql`
    UPDATE staff_second_factors SET recovery_codes = ${JSON.stringify(after)}::jsonb
    WHERE user_id = ${userId} AND recovery_codes = ${JSON.stringify(before)}::jsonb RETURNING user_id`)
  return rows.length === 1
}

/**
 * Removes the account's second factor (a reset): its passkeys go with it (they hang from its row)
 * and an editor's wish for one is cleared; the next sign-in of an admin or compliance officer
 * enrols again.
 */
export async function clearSecondFactor(db: Db, userId: number) {
  await db.execute(sql`DELETE FROM staff_second_factors WHERE user_id = ${userId}`)
  await db.execute(sql`UPDATE users SET second_factor_wanted = false WHERE id = ${userId}`)
}
