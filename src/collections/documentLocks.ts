import {
  docAccessOperation,
  docAccessOperationGlobal,
  type Access,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { hasRole } from '@/lib/auth/staffRoles'
import { isStaff } from './access'

/** Payload's own collection of edit locks: who is editing which document or global. */
export const LOCKS = 'payload-locked-documents'

type LockData = {
  document?: { relationTo?: string; value?: unknown } | null
  globalSlug?: string | null
  user?: unknown
}

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value

/** The account a lock names (`{ relationTo, value }`, the value an id or a populated user). */
function lockOwner(user: unknown): { collection?: string; id: unknown } | undefined {
  if (typeof user !== 'object' || user === null || !('value' in user)) return undefined
  const { relationTo, value } = user as { relationTo?: string; value: unknown }
  return { collection: relationTo, id: idOf(value) }
}

function namesRequester(req: PayloadRequest, user: unknown): boolean {
  const owner = lockOwner(user)
  return !!req.user && owner?.collection === req.user.collection && String(owner.id) === String(req.user.id)
}

/** Whether the requester may edit what the lock is on: only then may a lock keep others from editing it. */
async function mayEditTarget(req: PayloadRequest, lock: LockData): Promise<boolean> {
  if (lock.globalSlug) {
    const globalConfig = req.payload.config.globals.find((g) => g.slug === lock.globalSlug)
    if (!globalConfig) return false
    return (await docAccessOperationGlobal({ globalConfig, req })).update === true
  }
  const slug = lock.document?.relationTo
  const id = idOf(lock.document?.value)
  const collection = slug ? req.payload.collections[slug as keyof typeof req.payload.collections] : undefined
  if (!collection || (typeof id !== 'number' && typeof id !== 'string')) return false
  return (await docAccessOperation({ collection, id, req })).update === true
}

/** A lock in one's own name, on something one may edit (admins: any). */
const createOwnLock: Access = async ({ req, data }) => {
  if (hasRole(req, 'admin')) return true
  const lock = (data ?? {}) as LockData
  return namesRequester(req, lock.user) && mayEditTarget(req, lock)
}

/**
 * Keeping one's lock alive, or taking over another editor's (Payload's "take over" writes the
 * taker's name into the lock): the lock must end up in the requester's name, on the same
 * document, which they may edit. Admins: any.
 */
const updateToOwnLock: Access = async ({ req, id, data }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user || id === undefined) return false
  const change = (data ?? {}) as LockData
  if (change.document !== undefined || change.globalSlug !== undefined) return false
  const stored = (await req.payload.findByID({
    collection: LOCKS,
    id,
    depth: 0,
    req,
    overrideAccess: false,
    disableErrors: true,
  })) as LockData | null
  if (!stored) return false
  const owner = change.user === undefined ? stored.user : change.user
  return namesRequester(req, owner) && mayEditTarget(req, stored)
}

/** Only the lock's owner removes it (admins: any). */
const deleteOwnLock: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user) return false
  const own: Where[] = [
    { 'user.relationTo': { equals: req.user.collection } },
    { 'user.value': { equals: req.user.id } },
  ]
  return { and: own }
}

/**
 * Payload creates the locks collection itself, with "any logged-in user may do anything": the
 * read-only compliance role could lock editors out of a document in their name. Replaced on the
 * built config (Payload offers no override for this collection). Staff see every lock (the
 * admin shows who is editing).
 */
export function withLockOwnership(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS)
  if (!locks)
    throw new Error(`${LOCKS} is missing: Payload's document locking changed, review src/collections/documentLocks.ts`)
  locks.access = {
    ...locks.access,
    read: isStaff,
    create: createOwnLock,
    update: updateToOwnLock,
    delete: deleteOwnLock,
  }
  return config
}
