import type { Permission } from '@mc/contract';
import { PERMISSION_DENIED_CODE } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import { lockActiveUsersOfRole, type UserRow, userRepo } from '../auth';
import { type RoleRow, roleRepo } from './roles';

/** Who acts on the team: a user of a merchant with their role's permissions. */
export interface TeamPrincipal {
  merchantId: string;
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** A user this merchant does not have (or has removed): the same 404 as an id nobody has. */
export const memberNotFound = () => fail.notFound('team_member_not_found');

/**
 * Touching an owner without `team.owners`. A refusal for a missing permission: status 403 like the
 * permission check of the routes (whose envelope code 40301 tells the console not to log out).
 */
/** A missing permission of its own kind (`team.owners`): 40301, so the caller stays signed in. */
export const ownerProtected = () =>
  new AppError(403, 'team_owner_protected', { reason: 'permission_denied', code: PERMISSION_DENIED_CODE });

/** What a change of a member works on, its rows locked for the caller's transaction. */
export interface LockedTeam {
  owner: RoleRow;
  /** The merchant's active owners, locked (in id order) before anything else. */
  activeOwners: readonly string[];
}

/** Locks the merchant's active owners: every change that could leave it without one takes this first. */
export async function lockOwners(tx: Queryable, merchantId: string): Promise<LockedTeam> {
  const owner = await roleRepo.owner(tx);
  return { owner, activeOwners: await lockActiveUsersOfRole(tx, merchantId, owner.id) };
}

/**
 * The member a manager changes, locked: a user of this merchant, not removed (else 404), not the
 * manager themself (409), and an owner only for a manager who holds `team.owners` (403).
 */
export async function lockedTarget(
  tx: Queryable,
  actor: TeamPrincipal,
  targetId: string,
): Promise<LockedTeam & { target: UserRow }> {
  const team = await lockOwners(tx, actor.merchantId);
  const target = await userRepo.byId(tx, targetId, true);
  if (!target || target.merchant_id !== actor.merchantId || target.status === 'removed') {
    throw memberNotFound();
  }
  if (target.id === actor.userId) throw fail.conflict('team_self_change');
  if (target.role_id === team.owner.id && !actor.permissions.has('team.owners')) throw ownerProtected();
  return { ...team, target };
}

/** 409 when the user is an active owner and no other active owner would be left. */
export function keepAnOwner(team: LockedTeam, user: UserRow): void {
  const isActiveOwner = user.status === 'active' && user.role_id === team.owner.id;
  if (isActiveOwner && team.activeOwners.every((id) => id === user.id)) {
    throw fail.conflict('team_last_owner');
  }
}
