import type {
  ChangePasswordBody,
  LoginData,
  loginBody,
  registerBody,
  TotpSetupData,
  totpDisableBody,
} from '@mc/contract';
import type { z } from 'zod';
import { isDbError, type Queryable, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords';
import type { MerchantPrincipal, RequestContext, SessionPrincipal } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../platform/totp';
import { merchantRepo, timeZoneOrFail } from '../merchants';
import { activeSessions } from './active-sessions';
import { consumeEmailCode, countWrongCode } from './email-codes';
import { recoveryCodes } from './recovery-codes';
import type { SessionStore } from './sessions';
import type { LoginThrottle } from './throttle';
import { toUserInfo } from './user-info';
import { type UserRow, userRepo } from './users';

type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;
type TotpDisableInput = z.output<typeof totpDisableBody>;
/** What proves the authenticator: a current code, or one of the one-time recovery codes. */
type SecondFactor = { totp: string } | { recovery: string };

const whoOf = (u: UserRow) => ({ merchantId: u.merchant_id, userId: u.id });

/** The built-in owner role (team's role_grants view): who registers a merchant is its owner. */
async function ownerRoleId(q: Queryable): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `SELECT id FROM role_grants WHERE key = 'owner' AND merchant_id IS NULL`,
  );
  return rows[0]!.id;
}

export function authService(deps: Deps, sessions: SessionStore, throttle: LoginThrottle) {
  const { db, clock } = deps;
  const others = activeSessions(deps);

  async function register(input: RegisterInput, ctx: RequestContext) {
    if (isCommonPassword(input.password) || input.password.toLowerCase() === input.email.toLowerCase()) {
      throw fail.field('password', 'password_common');
    }
    const timezone = timeZoneOrFail(input.timezone);
    const passwordHash = await hashPassword(input.password);
    const outcome = await db
      .transaction(async (tx) => {
        // An address invited somewhere (and not yet accepted) is free to register: registering takes
        // its login, and the invitee alone is told at acceptance, so no one learns it was invited.
        if (await userRepo.byEmail(tx, input.email)) throw fail.field('email', 'email_taken');
        const code = await consumeEmailCode(deps, tx, input.email, 'register', input.code);
        if (!code.ok) return code;
        const merchant = await merchantRepo.insert(tx, {
          merchant_name: input.merchant_name,
          merchant_type: input.merchant_type,
          email: input.email,
          timezone,
        });
        const userId = await userRepo.insert(tx, {
          merchantId: merchant.id,
          email: input.email,
          name: null,
          passwordHash,
          roleId: await ownerRoleId(tx),
          status: 'active',
          invitedBy: null,
        });
        await recordSecurityEvent(tx, { merchantId: merchant.id, userId }, 'register', ctx);
        return { ok: true as const, merchant };
      })
      .catch((err: unknown) => {
        if (isDbError(err, UNIQUE_VIOLATION)) throw fail.field('email', 'email_taken');
        throw err;
      });
    if (!outcome.ok) throw await countWrongCode(deps, outcome.codeId);
    const m = outcome.merchant;
    return { merchant_id: m.id, merchant_name: m.merchant_name, email: m.email };
  }

  /** Checks a TOTP code for a user and marks its step used; false for wrong or replayed codes. */
  async function useTotp(m: UserRow, code: string): Promise<boolean> {
    if (!m.totp_secret) return false;
    const step = matchTotp(m.totp_secret, code, clock.now());
    if (step === null) return false;
    return userRepo.useTotpStep(db, m.id, step);
  }

  /** Checks a TOTP code or spends a recovery code (logging its use); false when it does not prove the factor. */
  async function useSecondFactor(
    m: UserRow,
    factor: SecondFactor,
    ctx: RequestContext,
    usedFor: string,
  ): Promise<boolean> {
    if ('totp' in factor) return useTotp(m, factor.totp);
    if (!m.totp_enabled) return false;
    if (!(await recoveryCodes.use(db, m.id, factor.recovery, clock.now()))) return false;
    const remaining = await recoveryCodes.remaining(db, m.id);
    await recordSecurityEvent(db, whoOf(m), 'recovery_code_used', ctx, { used_for: usedFor, remaining });
    return true;
  }

  async function login(input: LoginInput, ctx: RequestContext): Promise<LoginData> {
    await throttle.assertAllowed(input.email, ctx.ip);
    const m = await userRepo.byEmail(db, input.email);
    const passwordOk = m?.password_hash
      ? await verifyPassword(m.password_hash, input.password)
      : await burnPasswordCheck(input.password);
    if (!m || !passwordOk) {
      await throttle.recordFailure(input.email, ctx.ip);
      await recordSecurityEvent(db, m ? whoOf(m) : null, 'login_failed', ctx, { why: 'password' });
      throw fail.unauthenticated('login_failed');
    }
    if (m.merchant_status === 'disabled') throw fail.forbidden('merchant_disabled');
    if (m.status !== 'active') throw fail.forbidden('user_disabled');
    if (m.totp_enabled) {
      const factor: SecondFactor | null = input.recovery_code
        ? { recovery: input.recovery_code }
        : input.totp_code
          ? { totp: input.totp_code }
          : null;
      if (!factor) throw fail.precondition('totp_required', 'totp_required');
      if (!(await useSecondFactor(m, factor, ctx, 'login'))) {
        await throttle.recordFailure(input.email, ctx.ip);
        const recovery = 'recovery' in factor;
        await recordSecurityEvent(db, whoOf(m), 'login_failed', ctx, {
          why: recovery ? 'recovery_code' : 'totp',
        });
        throw recovery
          ? fail.field('recovery_code', 'recovery_code_wrong')
          : fail.field('totp_code', 'totp_wrong');
      }
    }
    await throttle.clearAccount(input.email);
    const session = await db.transaction(async (tx) => {
      const s = await sessions.create(tx, whoOf(m), ctx.ip, ctx.userAgent);
      await userRepo.touchLogin(tx, m.id, clock.now());
      await recordSecurityEvent(tx, whoOf(m), 'login', ctx);
      return s;
    });
    return { ...toUserInfo(m), token: session.token, expires_at: session.expiresAt.toISOString() };
  }

  async function logout(p: SessionPrincipal, ctx: RequestContext) {
    await sessions.revoke(p.sessionId, 'logout');
    await recordSecurityEvent(db, p, 'logout', ctx);
    return { ok: true as const };
  }

  async function current(p: MerchantPrincipal): Promise<UserRow> {
    const m = await userRepo.byId(db, p.userId);
    if (!m) throw fail.unauthorized();
    return m;
  }

  async function info(p: MerchantPrincipal) {
    return toUserInfo(await current(p));
  }

  async function totpSetup(p: MerchantPrincipal): Promise<TotpSetupData> {
    const m = await current(p);
    if (m.totp_enabled) throw fail.conflict('totp_already_enabled');
    const secret = newTotpSecret();
    await userRepo.setPendingTotp(db, m.id, secret);
    return totpEnrolment(secret, m.email, deps.config.APP_TITLE);
  }

  /** Binding succeeds with a current code and answers ten new recovery codes (shown this once). */
  async function totpEnable(p: MerchantPrincipal, code: string, ctx: RequestContext) {
    const m = await current(p);
    if (m.totp_enabled) throw fail.conflict('totp_already_enabled');
    if (!m.totp_pending_secret) throw new AppError(409, 'totp_setup_missing');
    const step = matchTotp(m.totp_pending_secret, code, clock.now());
    if (step === null) throw fail.field('code', 'totp_wrong');
    const codes = await db.transaction(async (tx) => {
      await userRepo.enableTotp(tx, m.id, m.totp_pending_secret!, step);
      await recordSecurityEvent(tx, whoOf(m), 'totp_enabled', ctx);
      return recoveryCodes.replace(tx, whoOf(m), clock.now());
    });
    return { ...toUserInfo((await userRepo.byId(db, m.id))!), recovery_codes: codes };
  }

  async function totpDisable(p: MerchantPrincipal, input: TotpDisableInput, ctx: RequestContext) {
    const m = await current(p);
    if (!m.totp_enabled) throw fail.conflict('totp_not_enabled');
    if (m.requires_authenticator) throw fail.conflict('team_role_requires_authenticator');
    if (!m.password_hash || !(await verifyPassword(m.password_hash, input.password)))
      throw fail.field('password', 'password_wrong');
    const factor: SecondFactor = input.recovery_code
      ? { recovery: input.recovery_code }
      : { totp: input.code ?? '' };
    if (!(await useSecondFactor(m, factor, ctx, 'unbind'))) {
      throw 'recovery' in factor
        ? fail.field('recovery_code', 'recovery_code_wrong')
        : fail.field('code', 'totp_wrong');
    }
    await db.transaction(async (tx) => {
      await userRepo.disableTotp(tx, m.id);
      await recoveryCodes.clear(tx, m.id);
      await recordSecurityEvent(tx, whoOf(m), 'totp_disabled', ctx);
    });
    return toUserInfo((await userRepo.byId(db, m.id))!);
  }

  /** Ten new recovery codes for a current authenticator code; the old ones stop working. */
  async function regenerateRecoveryCodes(p: MerchantPrincipal, code: string, ctx: RequestContext) {
    const m = await current(p);
    if (!m.totp_enabled) throw fail.precondition('authenticator_required', 'gate_authenticator_required');
    if (!(await useTotp(m, code))) throw fail.field('code', 'totp_wrong');
    const codes = await db.transaction(async (tx) => {
      await recordSecurityEvent(tx, whoOf(m), 'recovery_codes_regenerated', ctx);
      return recoveryCodes.replace(tx, whoOf(m), clock.now());
    });
    return { codes };
  }

  /**
   * Changes the login password with the current one (wrong tries count like failed logins). Every
   * other session of the merchant ends; the one that made the change stays.
   */
  async function changePassword(p: SessionPrincipal, input: ChangePasswordBody, ctx: RequestContext) {
    const m = await current(p);
    await throttle.assertAllowed(m.email, ctx.ip);
    if (!m.password_hash || !(await verifyPassword(m.password_hash, input.current_password))) {
      await throttle.recordFailure(m.email, ctx.ip);
      throw fail.field('current_password', 'password_wrong');
    }
    if (input.password === input.current_password) throw fail.field('password', 'password_same');
    if (isCommonPassword(input.password) || input.password.toLowerCase() === m.email.toLowerCase()) {
      throw fail.field('password', 'password_common');
    }
    const passwordHash = await hashPassword(input.password);
    const ended = await db.transaction(async (tx) => {
      await userRepo.setPasswordHash(tx, m.id, passwordHash);
      const n = await others.revokeOthers(tx, m.id, p.sessionId, 'password_changed');
      await recordSecurityEvent(tx, p, 'password_changed', ctx, { sessions_ended: n });
      return n;
    });
    await throttle.clearAccount(m.email);
    return { sessions_ended: ended };
  }

  /** True when the code is the user's current authenticator code (each code works once). */
  async function checkTotp(userId: string, code: string): Promise<boolean> {
    const m = await userRepo.byId(db, userId);
    return m?.totp_enabled === true && useTotp(m, code);
  }

  /** Whether the user has an authenticator bound. */
  async function authenticatorBound(userId: string): Promise<boolean> {
    return (await userRepo.byId(db, userId))?.totp_enabled === true;
  }

  async function recoveryCodesRemaining(userId: string): Promise<number> {
    return recoveryCodes.remaining(db, userId);
  }

  return {
    register,
    login,
    logout,
    info,
    totpSetup,
    totpEnable,
    totpDisable,
    regenerateRecoveryCodes,
    changePassword,
    checkTotp,
    authenticatorBound,
    recoveryCodesRemaining,
  };
}

export type AuthService = ReturnType<typeof authService>;
