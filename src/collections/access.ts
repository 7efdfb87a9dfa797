import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { hasRole, type Role, roleOfUser } from '@/lib/auth/staffRoles'

type StaffUser = { id: number | string; role?: Role | null; collection?: string }

const roleOf = (req: PayloadRequest): Role | undefined => roleOfUser(req.user)

export const anyone: Access = () => true
export const nobody: Access = () => false

export const isStaff: Access = ({ req }) => roleOf(req) !== undefined
/** Any staff account: who may open the admin panel at all and read staff-only fields (a boolean, as `access.admin` and field access require). */
export const canUseAdmin = ({ req }: { req: PayloadRequest }): boolean => roleOf(req) !== undefined
export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
/** Communications work: editors and admins write public content. */
export const isEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')

/** The condition under which an anonymous visitor may read a dated, draftable document. */
export function publishedAndDue(now: Date = new Date()): Where {
  return {
    and: [{ _status: { equals: 'published' } }, { publishDate: { less_than_equal: now.toISOString() } }],
  }
}

/** Staff read everything (drafts included); the public reads only published, already-due items. */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req) !== undefined) return true
  return publishedAndDue()
}

/** Published-only, for draftable content without a publish date. */
export const publishedOnlyOrStaff: Access = ({ req }) => {
  if (roleOf(req) !== undefined) return true
  return { _status: { equals: 'published' } }
}

/**
 * Images: staff see all; the public only those published content shows (`publicFrom`, kept by
 * src/collections/hooks/imageEmbargo.ts, has passed) or an editor made public. Payload's file route
 * applies the same rule to the file and its resized versions, so an embargoed item's picture stays
 * private until the item is due, and becomes public then without another save.
 */
export const publicImagesOrStaff: Access = ({ req }) => {
  if (roleOf(req) !== undefined) return true
  const published: Where = { publicFrom: { less_than_equal: new Date().toISOString() } }
  return { or: [{ markedPublic: { equals: true } }, published] }
}

/** Admins manage every account; other staff see and edit only their own. */
export const adminOrSelf: Access = ({ req }) => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return false
  if (user.role === 'admin') return true
  return { id: { equals: user.id } }
}

/**
 * Admins read every account; other staff read their own team (same role): whom an inquiry or a
 * report can be assigned to. Editing stays admin-or-self.
 */
export const adminOrTeam: Access = ({ req }): boolean | Where => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return false
  if (user.role === 'admin') return true
  if (!user.role) return { id: { equals: user.id } }
  return { or: [{ id: { equals: user.id } }, { role: { equals: user.role } }] }
}

/**
 * Payload's job queue (`payload-jobs`), closed to everyone by Payload: editors and admins may
 * read the scheduled publishes, and only those (the dashboard's desk lists what goes public this
 * week); the mail and retention jobs stay closed, and nobody writes jobs through the API.
 */
export const scheduledPublishesForEditors: Access = ({ req }) =>
  hasRole(req, 'admin', 'editor') ? { taskSlug: { equals: 'schedulePublish' } } : false
