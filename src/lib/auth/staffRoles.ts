import type { PayloadRequest } from 'payload'

/** Staff roles (DESIGN.md "Roles"). Visitors have no accounts. */
export const roles = ['admin', 'editor', 'compliance'] as const
export type Role = (typeof roles)[number]

type StaffUser = { id: number | string; role?: Role | null; collection?: string }

/** The role of a signed-in staff user (as Payload gives it to access rules and components), if any. */
export function roleOfUser(user: unknown): Role | undefined {
  const staff = user as StaffUser | null | undefined
  if (!staff || staff.collection !== 'users') return undefined
  return staff.role ?? undefined
}

/** Whether a signed-in user (as admin components receive it) has one of the roles. */
export const userHasRole = (user: unknown, ...allowed: Role[]): boolean => {
  const role = roleOfUser(user)
  return role !== undefined && allowed.includes(role)
}

/** Whether the request's user has one of the roles. */
export const hasRole = (req: PayloadRequest, ...allowed: Role[]): boolean => userHasRole(req.user, ...allowed)
