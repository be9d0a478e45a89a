import type { TeamMember } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { isDbError, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { newToken, sha256 } from '../../platform/secrets';
import { userRepo } from '../auth';
import { recordTeamEvent } from './events';
import { INVITATION_TTL_HOURS, mailInvitation } from './invitation-mail';
import { invitationRepo } from './invitations';
import { memberView } from './members';
import { firstMissing, roleRepo } from './roles';
import { lockedTarget, type TeamPrincipal } from './target';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

const emailTaken = () => fail.field('email', 'team_email_taken');

/** A member is mailed a new link at most once a minute. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Inviting people by email: a user row `invited` and a single-use link valid 72 hours, mailed. */
export function inviting(deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'publicUrl' | 'config'>) {
  const { db, clock } = deps;

  /** A new link for an invited user (their earlier ones already revoked); answers its token. */
  async function newLink(tx: Queryable, userId: string): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await invitationRepo.insert(tx, {
      userId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
    });
    return token;
  }

  async function invite(actor: TeamPrincipal, input: { email: string; role: string }, ctx: Ctx) {
    const { userId, token } = await db
      .transaction(async (tx) => {
        const role = await roleRepo.byKey(tx, actor.merchantId, input.role);
        if (!role) throw fail.field('role', 'team_role_invalid');
        const missing = firstMissing(role.permissions, actor.permissions);
        if (missing) throw fail.field('role', 'team_role_not_grantable', { permission: missing });
        // only the merchant's own team is looked at: an address at another merchant is invited like
        // any other (the answer never tells whether it exists); its acceptance is what refuses it
        if (await userRepo.inTeam(tx, actor.merchantId, input.email)) throw emailTaken();
        const id = await userRepo.insert(tx, {
          merchantId: actor.merchantId,
          email: input.email,
          name: null,
          passwordHash: null,
          roleId: role.id,
          status: 'invited',
          invitedBy: actor.userId,
        });
        const link = await newLink(tx, id);
        await recordTeamEvent(tx, actor, 'team_member_invited', ctx, { email: input.email, role: role.key });
        return { userId: id, token: link };
      })
      .catch((err: unknown) => {
        // two invitations of one address to this team at once: the unique index of emails decides
        if (isDbError(err, UNIQUE_VIOLATION)) throw emailTaken();
        throw err;
      });
    return mailed(actor, userId, token);
  }

  /** A new link for a member still invited; the earlier links stop working. */
  async function resend(actor: TeamPrincipal, targetId: string, ctx: Ctx) {
    const token = await db.transaction(async (tx) => {
      const { target } = await lockedTarget(tx, actor, targetId);
      if (target.status !== 'invited') throw fail.conflict('team_not_invited');
      const last = await invitationRepo.latestCreatedAt(tx, target.id);
      const waited = last ? (clock.now().getTime() - last.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (waited < RESEND_COOLDOWN_SECONDS) throw fail.rateLimited(RESEND_COOLDOWN_SECONDS - waited);
      await invitationRepo.revokeOpen(tx, target.id, clock.now());
      const link = await newLink(tx, target.id);
      await recordTeamEvent(tx, actor, 'team_invitation_resent', ctx, {
        email: target.email,
        role: target.role_key,
      });
      return link;
    });
    return mailed(actor, targetId, token);
  }

  /** After the commit: the mail goes out, and the member is answered as the list shows them. */
  async function mailed(actor: TeamPrincipal, userId: string, token: string): Promise<TeamMember> {
    const user = await userRepo.byId(db, userId);
    if (!user) throw new Error('the invited user is gone');
    const role = await roleRepo.byId(db, user.role_id);
    await mailInvitation(deps, user.email, {
      merchantName: user.merchant_name,
      role: { key: user.role_key, name: role?.name ?? null },
      token,
    });
    return memberView(db, user, actor.userId);
  }

  return { invite, resend };
}
