import type { Deps } from '../../platform/deps';
import type { LoginThrottle } from '../auth';
import { invitationAcceptance } from './acceptance';
import { memberChanges } from './changes';
import { inviting } from './inviting';
import { memberPage } from './members';
import { roleRepo, toTeamRole } from './roles';
import type { TeamPrincipal } from './target';

/**
 * The team of a merchant (the power page): its users and their roles, invitations by email and the
 * invitee's side of a link. Rules: nobody grants a permission they lack, only owners touch owners,
 * nobody changes themself, a merchant always keeps an active owner.
 */
export function teamService(deps: Deps, throttle: LoginThrottle) {
  const { db } = deps;
  const changes = memberChanges(deps);

  async function listMembers(actor: TeamPrincipal, query: { limit: number; cursor?: string | undefined }) {
    const owner = await roleRepo.owner(db);
    return memberPage(db, actor.merchantId, actor.userId, owner.id, query);
  }

  async function listRoles(actor: TeamPrincipal) {
    return { items: (await roleRepo.ofMerchant(db, actor.merchantId)).map(toTeamRole) };
  }

  return {
    listMembers,
    listRoles,
    ...inviting(deps),
    changeRole: changes.changeRole,
    setStatus: changes.setStatus,
    remove: changes.remove,
    leave: changes.leave,
    invitation: invitationAcceptance(deps, throttle),
  };
}

export type TeamService = ReturnType<typeof teamService>;
