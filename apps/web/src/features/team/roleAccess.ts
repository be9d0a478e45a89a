import {
  type BuiltinRole,
  builtinRoles,
  type Permission,
  type TeamMember,
  type TeamRole,
} from '@mc/contract';
import type { TFunction } from 'i18next';

export const isBuiltinRole = (key: string): key is BuiltinRole =>
  (builtinRoles as readonly string[]).includes(key);

/** A role as people read it: a built-in role's translated name, a merchant's own role's name. */
export function roleLabel(t: TFunction, key: string, name?: string | null): string {
  if (isBuiltinRole(key)) return t(`teamRole.name.${key}`);
  return name ?? key;
}

/** The label of a member's role, looked up among the merchant's roles. */
export function memberRoleLabel(t: TFunction, key: string, roles: readonly TeamRole[] | undefined): string {
  return roleLabel(t, key, roles?.find((r) => r.key === key)?.name);
}

/** What a role holds beyond the user's own permissions: nobody grants what they lack. */
export const permissionsBeyond = (role: TeamRole, mine: ReadonlySet<Permission>): Permission[] =>
  role.permissions.filter((p) => !mine.has(p));

export type MemberAction = 'changeRole' | 'disable' | 'enable' | 'remove' | 'withdraw' | 'resend' | 'leave';

/** Active owners among the loaded members (owners come first, so the first page has them all). */
export const activeOwners = (members: readonly TeamMember[]): number =>
  members.filter((m) => m.role === 'owner' && m.status === 'active').length;

/**
 * The actions a row offers its viewer: one's own row only "leave" (not for the last owner); others'
 * rows need `team.manage`, and an owner's row `team.owners` too.
 */
export function memberActions(
  member: TeamMember,
  mine: ReadonlySet<Permission>,
  owners: number,
): MemberAction[] {
  if (member.is_you) return member.role === 'owner' && owners <= 1 ? [] : ['leave'];
  if (!mine.has('team.manage')) return [];
  if (member.role === 'owner' && !mine.has('team.owners')) return [];
  if (member.status === 'invited') return ['changeRole', 'resend', 'withdraw'];
  return ['changeRole', member.status === 'active' ? 'disable' : 'enable', 'remove'];
}
