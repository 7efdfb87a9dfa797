import { sql } from '@payloadcms/db-postgres/drizzle'

import type { Db } from '../../search/sync'
import type { StoredPasskey } from './passkeys'

/**
 * An account's passkeys (`staff_passkeys`), beside its other second factor and for the same reason
 * (store.ts): never on the users row, which Payload's sign-in writes back as it read it. A sign-in
 * takes its passkey with one conditional statement, so one answer signs in once.
 */
export type Passkey = StoredPasskey & { id: number; name: string; createdAt: string; lastUsedAt: string | null }

type Row = {
  id: number
  credential_id: string
  public_key: string
  counter: string | number
  transports: string[]
  name: string
  created_at: string | Date
  last_used_at: string | Date | null
}

const fromRow = (row: Row): Passkey => ({
  id: Number(row.id),
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports ?? [],
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
})

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT id, credential_id, public_key, counter, transports, name, created_at, last_used_at
    FROM staff_passkeys WHERE user_id = ${userId} ORDER BY id`)
  return rows.map(fromRow)
}

/**
 * Adds a passkey beside the account's authenticator app: the new row; `exists` when this
 * credential is registered already; `no-app` when the account has no app (never set up, or reset
 * meanwhile: the row it hangs from is gone, and the foreign key refuses it).
 */
export async function addPasskey(
  db: Db,
  userId: number,
  passkey: StoredPasskey,
  name: string,
): Promise<Passkey | 'exists' | 'no-app'> {
  try {
    const { rows } = await db.execute<Row>(sql`
      INSERT INTO staff_passkeys (user_id, credential_id, public_key, counter, transports, name)
      SELECT user_id, ${passkey.credentialId}, ${passkey.publicKey}, ${passkey.counter},
             ${JSON.stringify(passkey.transports)}::jsonb, ${name}
      FROM staff_second_factors WHERE user_id = ${userId}
      ON CONFLICT (credential_id) DO NOTHING
      RETURNING id, credential_id, public_key, counter, transports, name, created_at, last_used_at`)
    if (rows[0]) return fromRow(rows[0])
  } catch (error) {
    if ((error as { code?: string }).code === '23503') return 'no-app'
    throw error
  }
  const { rows } = await db.execute(sql`SELECT 1 FROM staff_second_factors WHERE user_id = ${userId}`)
  return rows.length === 1 ? 'exists' : 'no-app'
}

/**
 * Takes the passkey for a sign-in whose challenge was issued at `issuedMs`, unless a sign-in with
 * that challenge or a later one already took it (the same answer sent twice): whether this one did.
 * Both times come from the tickets the app issued, so the database's clock plays no part.
 */
export async function claimPasskeyUse(db: Db, id: number, counter: number, issuedMs: number) {
  const { rows } = await db.execute(sql`
    UPDATE staff_passkeys SET counter = GREATEST(counter, ${counter}), last_used_at = now(), last_challenge_ms = ${issuedMs}
    WHERE id = ${id} AND last_challenge_ms < ${issuedMs}
    RETURNING id`)
  return rows.length === 1
}

/** Removes one of the account's passkeys: its name, or null when it had no such passkey. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<string | null> {
  const { rows } = await db.execute<{ name: string }>(sql`
    DELETE FROM staff_passkeys WHERE user_id = ${userId} AND id = ${id} RETURNING name`)
  return rows[0]?.name ?? null
}
