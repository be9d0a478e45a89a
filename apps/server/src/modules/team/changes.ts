import type { TeamMember } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { revokeSessions, userRepo } from '../auth';
import { recordTeamEvent } from './events';
import { invitationRepo } from './invitations';
import { memberView } from './members';
import { firstMissing, roleRepo } from './roles';
import {
  keepAnOwner,
  lockedTarget,
  lockOwners,
  memberNotFound,
  ownerProtected,
  type TeamPrincipal,
} from './target';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

/** A manager's changes to other members (role, status, removal), and a member leaving. */
export function memberChanges(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;
  const who = (p: TeamPrincipal) => ({ merchantId: p.merchantId, userId: p.userId });

  /** Another role; nobody grants what they lack, only owners touch owners, an owner stays. */
  async function changeRole(actor: TeamPrincipal, targetId: string, roleKey: string, ctx: Ctx) {
    await db.transaction(async (tx) => {
      const team = await lockedTarget(tx, actor, targetId);
      const { target, owner } = team;
      const role = await roleRepo.byKey(tx, actor.merchantId, roleKey);
      if (!role) throw fail.field('role', 'team_role_invalid');
      if (role.id === owner.id && !actor.permissions.has('team.owners')) throw ownerProtected();
      const missing = firstMissing(role.permissions, actor.permissions);
      if (missing) throw fail.field('role', 'team_role_not_grantable', { permission: missing });
      if (role.id === target.role_id) return;
      if (role.id !== owner.id) keepAnOwner(team, target);
      await userRepo.setRole(tx, target.id, role.id);
      await recordTeamEvent(tx, who(actor), 'team_role_changed', ctx, {
        email: target.email,
        role_from: target.role_key,
        role_to: role.key,
      });
    });
    return viewOf(actor, targetId);
  }

  /** Disabling ends the member's sessions at once (their API keys stop with their status). */
  async function setStatus(
    actor: TeamPrincipal,
    targetId: string,
    status: 'active' | 'disabled',
    ctx: Ctx,
  ): Promise<TeamMember> {
    await db.transaction(async (tx) => {
      const team = await lockedTarget(tx, actor, targetId);
      const { target } = team;
      if (target.status === 'invited') throw fail.conflict('team_invited_status');
      if (target.status === status) return;
      if (status === 'disabled') {
        keepAnOwner(team, target);
        await userRepo.setStatus(tx, target.id, 'disabled');
        await revokeSessions(tx, { userId: target.id }, 'member_disabled', clock.now());
      } else {
        await userRepo.setStatus(tx, target.id, 'active');
      }
      await recordTeamEvent(
        tx,
        who(actor),
        status === 'disabled' ? 'team_member_disabled' : 'team_member_enabled',
        ctx,
        { email: target.email, role: target.role_key },
      );
    });
    return viewOf(actor, targetId);
  }

  /** Removes a member (or withdraws an invitation): sessions end, open links stop working. */
  async function remove(actor: TeamPrincipal, targetId: string, ctx: Ctx) {
    await db.transaction(async (tx) => {
      const team = await lockedTarget(tx, actor, targetId);
      keepAnOwner(team, team.target);
      await removeUser(tx, team.target.id);
      await recordTeamEvent(tx, who(actor), 'team_member_removed', ctx, {
        email: team.target.email,
        role: team.target.role_key,
      });
    });
    return { ok: true as const };
  }

  /** The member removes themself; the last active owner cannot. */
  async function leave(actor: TeamPrincipal, ctx: Ctx) {
    await db.transaction(async (tx) => {
      const team = await lockOwners(tx, actor.merchantId);
      const me = await userRepo.byId(tx, actor.userId, true);
      if (!me || me.merchant_id !== actor.merchantId || me.status === 'removed') throw memberNotFound();
      keepAnOwner(team, me);
      await removeUser(tx, me.id);
      await recordTeamEvent(tx, who(actor), 'team_left', ctx, { email: me.email, role: me.role_key });
    });
    return { ok: true as const };
  }

  async function removeUser(tx: Parameters<typeof userRepo.setStatus>[0], userId: string) {
    await userRepo.setStatus(tx, userId, 'removed');
    await revokeSessions(tx, { userId }, 'member_removed', clock.now());
    await invitationRepo.revokeOpen(tx, userId, clock.now());
  }

  async function viewOf(actor: TeamPrincipal, targetId: string): Promise<TeamMember> {
    const user = await userRepo.byId(db, targetId);
    if (!user || user.merchant_id !== actor.merchantId || user.status === 'removed') throw memberNotFound();
    return memberView(db, user, actor.userId);
  }

  return { changeRole, setStatus, remove, leave, viewOf };
}
