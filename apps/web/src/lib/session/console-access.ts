import type { Role } from '@raqam/api/schema'
import { matchRoute, paths, type Access } from '@raqam/routes/paths'

/** The access rules of the moderation console's pages (the route table's `moderator` and `admin`). */
export type ConsoleAccess = Extract<Access, 'moderator' | 'admin'>

/**
 * Whether a role may open a console page: admins every one, moderators the `moderator` pages. This only
 * decides what a person is shown; the server checks the role on every operation.
 */
export function mayOpen(role: Role | null | undefined, access: ConsoleAccess): boolean {
  if (role === 'admin') return true
  return role === 'moderator' && access === 'moderator'
}

/** True for moderators and admins: the top bar links them to the console. */
export function isStaff(role: Role | null | undefined): boolean {
  return mayOpen(role, 'moderator')
}

/** The access rule of the console page at a pathname (from the route table), or null outside the console. */
export function consoleAccessOf(pathname: string): ConsoleAccess | null {
  const match = matchRoute(pathname)
  const access = match ? paths[match.name].access : null
  return access === 'moderator' || access === 'admin' ? access : null
}
