import type { AcceptInvitationBody, InvitationView, TotpSetupData } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import type { RequestContext } from '../../platform/request-context';
import { sha256 } from '../../platform/secrets';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../platform/totp';
import { type LoginThrottle, recoveryCodes, type UserRow, userRepo } from '../auth';
import { recordTeamEvent } from './events';
import { type InvitationRow, invitationOpen, invitationRepo } from './invitations';
import { roleRepo } from './roles';

type AcceptInput = Required<Pick<AcceptInvitationBody, 'token' | 'name' | 'password'>> & {
  totp_code?: string | undefined;
};

/** Unknown, used, revoked, expired, its user no longer invited or its merchant disabled: one answer for all. */
const invalid = () => fail.notFound('team_invitation_invalid');

/** The throttle's account key of a link: its hash (the token itself is a credential, never stored). */
const throttleKey = (token: string) => `invitation:${sha256(token).toString('hex').slice(0, 32)}`;

/**
 * The invitee's side of a link (public: the link is the credential). Every refusal counts as a
 * failed login of the link and of the address, so links cannot be guessed or codes tried faster than
 * passwords.
 */
export function invitationAcceptance(deps: Pick<Deps, 'db' | 'clock' | 'config'>, throttle: LoginThrottle) {
  const { db, clock } = deps;

  /** The open link of a token and its invited user, or undefined. */
  async function openLink(
    q: Queryable,
    token: string,
    forUpdate: boolean,
  ): Promise<{ link: InvitationRow; user: UserRow } | undefined> {
    const link = await invitationRepo.byTokenHash(q, sha256(token), forUpdate);
    if (!link || !invitationOpen(link, clock.now())) return undefined;
    const user = await userRepo.byId(q, link.user_id, forUpdate);
    // a user no longer invited, or of a merchant disabled since: the link is dead
    if (user?.status !== 'invited' || user.merchant_status !== 'normal') return undefined;
    return { link, user };
  }

  /** The open link, throttled: a refusal is counted before it is answered. */
  async function checkedLink(token: string, ip: string) {
    await throttle.assertAllowed(throttleKey(token), ip);
    const found = await openLink(db, token, false);
    if (!found) {
      await throttle.recordFailure(throttleKey(token), ip);
      throw invalid();
    }
    return found;
  }

  async function view(token: string, ctx: RequestContext): Promise<InvitationView> {
    const { link, user } = await checkedLink(token, ctx.ip);
    const role = await roleRepo.byId(db, user.role_id);
    return {
      merchant_name: user.merchant_name,
      email: user.email,
      role: user.role_key,
      role_name: role?.name ?? null,
      requires_authenticator: user.requires_authenticator,
      expires_at: link.expires_at.toISOString(),
    };
  }

  /**
   * A user belongs to one merchant: an address that already signs in to another merchant's account
   * cannot join. Only the invitee (who holds the link mailed to the address) is told; the inviter saw
   * the same answer as for any address.
   */
  async function assertAddressFree(q: Queryable, user: UserRow) {
    if (await userRepo.loginTaken(q, user.email, user.id)) {
      throw fail.conflict('team_invitation_email_in_use');
    }
  }

  /** A new authenticator secret to bind while accepting (each call replaces the last). */
  async function authenticator(token: string, ctx: RequestContext): Promise<TotpSetupData> {
    const { user } = await checkedLink(token, ctx.ip);
    await assertAddressFree(db, user);
    if (!user.requires_authenticator) throw fail.conflict('team_authenticator_not_required');
    const secret = newTotpSecret();
    await userRepo.setPendingTotp(db, user.id, secret);
    return totpEnrolment(secret, user.email, deps.config.APP_TITLE);
  }

  /** The authenticator's first code, when the role requires one: the secret and the step it proves. */
  async function provenAuthenticator(user: UserRow, code: string | undefined, token: string, ip: string) {
    if (!user.requires_authenticator) return null;
    if (!code) throw fail.field('totp_code', 'totp_required');
    const secret = user.totp_pending_secret;
    if (!secret) throw fail.conflict('team_authenticator_setup_missing');
    const step = matchTotp(secret, code, clock.now());
    if (step === null) {
      await throttle.recordFailure(throttleKey(token), ip);
      throw fail.field('totp_code', 'totp_wrong');
    }
    return { secret, step };
  }

  /**
   * Accepting: name and password (and the authenticator the role requires), then the user is active,
   * the link used. Everything is checked again under the link's lock: a link works once.
   */
  async function accept(input: AcceptInput, ctx: RequestContext) {
    const { user } = await checkedLink(input.token, ctx.ip);
    await assertAddressFree(db, user);
    if (isCommonPassword(input.password) || input.password.toLowerCase() === user.email.toLowerCase()) {
      throw fail.field('password', 'password_common');
    }
    const totp = await provenAuthenticator(user, input.totp_code, input.token, ctx.ip);
    const passwordHash = await hashPassword(input.password);
    const codes = await db.transaction(async (tx) => {
      const found = await openLink(tx, input.token, true);
      if (!found || found.user.id !== user.id) throw invalid();
      if (totp && found.user.totp_pending_secret !== totp.secret) {
        throw fail.conflict('team_authenticator_setup_missing');
      }
      // again under the lock: a sign-up or another invitation's acceptance may have taken it since
      await assertAddressFree(tx, found.user);
      if (!(await userRepo.activate(tx, user.id, input.name, passwordHash))) throw invalid();
      await invitationRepo.markUsed(tx, found.link.id, clock.now());
      await invitationRepo.revokeOpen(tx, user.id, clock.now());
      let recovery: string[] = [];
      if (totp) {
        await userRepo.enableTotp(tx, user.id, totp.secret, totp.step);
        recovery = await recoveryCodes.replace(
          tx,
          { merchantId: user.merchant_id, userId: user.id },
          clock.now(),
        );
      }
      await recordTeamEvent(tx, { merchantId: user.merchant_id, userId: user.id }, 'team_joined', ctx, {
        email: user.email,
        role: user.role_key,
      });
      return recovery;
    });
    await throttle.clearAccount(throttleKey(input.token));
    return { email: user.email, merchant_name: user.merchant_name, recovery_codes: codes };
  }

  return { view, authenticator, accept };
}
