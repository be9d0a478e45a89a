import type {
  ChangePasswordBody,
  LoginData,
  loginBody,
  registerBody,
  TotpSetupData,
  totpDisableBody,
} from '@mc/contract';
import type { z } from 'zod';
import { isDbError, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords';
import type { MerchantPrincipal, RequestContext, SessionPrincipal } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../platform/totp';
import { type MerchantRow, merchantRepo, toMerchantInfo } from '../merchants';
import { activeSessions } from './active-sessions';
import { consumeEmailCode, countWrongCode } from './email-codes';
import { recoveryCodes } from './recovery-codes';
import type { SessionStore } from './sessions';
import type { LoginThrottle } from './throttle';

type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;
type TotpDisableInput = z.output<typeof totpDisableBody>;
/** What proves the authenticator: a current code, or one of the one-time recovery codes. */
type SecondFactor = { totp: string } | { recovery: string };

export function authService(deps: Deps, sessions: SessionStore, throttle: LoginThrottle) {
  const { db, clock } = deps;
  const others = activeSessions(deps);

  async function register(input: RegisterInput, ctx: RequestContext) {
    if (isCommonPassword(input.password) || input.password.toLowerCase() === input.email.toLowerCase()) {
      throw fail.field('password', 'password_common');
    }
    const passwordHash = await hashPassword(input.password);
    const outcome = await db
      .transaction(async (tx) => {
        if (await merchantRepo.emailTaken(tx, input.email)) throw fail.field('email', 'email_taken');
        const code = await consumeEmailCode(deps, tx, input.email, 'register', input.code);
        if (!code.ok) return code;
        const merchant = await merchantRepo.insert(tx, {
          merchant_name: input.merchant_name,
          merchant_type: input.merchant_type,
          email: input.email,
          password_hash: passwordHash,
        });
        await recordSecurityEvent(tx, merchant.id, 'register', ctx);
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

  /** Checks a TOTP code for a merchant and marks its step used; false for wrong or replayed codes. */
  async function useTotp(m: MerchantRow, code: string): Promise<boolean> {
    if (!m.totp_secret) return false;
    const step = matchTotp(m.totp_secret, code, clock.now());
    if (step === null) return false;
    return merchantRepo.useTotpStep(db, m.id, step);
  }

  /** Checks a TOTP code or spends a recovery code (logging its use); false when it does not prove the factor. */
  async function useSecondFactor(
    m: MerchantRow,
    factor: SecondFactor,
    ctx: RequestContext,
    usedFor: string,
  ): Promise<boolean> {
    if ('totp' in factor) return useTotp(m, factor.totp);
    if (!m.totp_enabled) return false;
    if (!(await recoveryCodes.use(db, m.id, factor.recovery, clock.now()))) return false;
    const remaining = await recoveryCodes.remaining(db, m.id);
    await recordSecurityEvent(db, m.id, 'recovery_code_used', ctx, { used_for: usedFor, remaining });
    return true;
  }

  async function login(input: LoginInput, ctx: RequestContext): Promise<LoginData> {
    await throttle.assertAllowed(input.email, ctx.ip);
    const m = await merchantRepo.byEmail(db, input.email);
    const passwordOk = m
      ? await verifyPassword(m.password_hash, input.password)
      : await burnPasswordCheck(input.password);
    if (!m || !passwordOk) {
      await throttle.recordFailure(input.email, ctx.ip);
      await recordSecurityEvent(db, m?.id ?? null, 'login_failed', ctx, { why: 'password' });
      throw fail.unauthenticated('login_failed');
    }
    if (m.status === 'disabled') throw fail.forbidden('merchant_disabled');
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
        await recordSecurityEvent(db, m.id, 'login_failed', ctx, {
          why: recovery ? 'recovery_code' : 'totp',
        });
        throw recovery
          ? fail.field('recovery_code', 'recovery_code_wrong')
          : fail.field('totp_code', 'totp_wrong');
      }
    }
    await throttle.clearAccount(input.email);
    const session = await db.transaction(async (tx) => {
      const s = await sessions.create(tx, m.id, ctx.ip, ctx.userAgent);
      await recordSecurityEvent(tx, m.id, 'login', ctx);
      return s;
    });
    return { ...toMerchantInfo(m), token: session.token, expires_at: session.expiresAt.toISOString() };
  }

  async function logout(p: SessionPrincipal, ctx: RequestContext) {
    await sessions.revoke(p.sessionId, 'logout');
    await recordSecurityEvent(db, p.merchantId, 'logout', ctx);
    return { ok: true as const };
  }

  async function current(p: MerchantPrincipal): Promise<MerchantRow> {
    const m = await merchantRepo.byId(db, p.merchantId);
    if (!m) throw fail.unauthorized();
    return m;
  }

  async function totpSetup(p: MerchantPrincipal): Promise<TotpSetupData> {
    const m = await current(p);
    if (m.totp_enabled) throw fail.conflict('totp_already_enabled');
    const secret = newTotpSecret();
    await merchantRepo.setPendingTotp(db, m.id, secret);
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
      await merchantRepo.enableTotp(tx, m.id, m.totp_pending_secret!, step);
      await recordSecurityEvent(tx, m.id, 'totp_enabled', ctx);
      return recoveryCodes.replace(tx, m.id, clock.now());
    });
    return { ...toMerchantInfo((await merchantRepo.byId(db, m.id))!), recovery_codes: codes };
  }

  async function totpDisable(p: MerchantPrincipal, input: TotpDisableInput, ctx: RequestContext) {
    const m = await current(p);
    if (!m.totp_enabled) throw fail.conflict('totp_not_enabled');
    if (!(await verifyPassword(m.password_hash, input.password)))
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
      await merchantRepo.disableTotp(tx, m.id);
      await recoveryCodes.clear(tx, m.id);
      await recordSecurityEvent(tx, m.id, 'totp_disabled', ctx);
    });
    return toMerchantInfo((await merchantRepo.byId(db, m.id))!);
  }

  /** Ten new recovery codes for a current authenticator code; the old ones stop working. */
  async function regenerateRecoveryCodes(p: MerchantPrincipal, code: string, ctx: RequestContext) {
    const m = await current(p);
    if (!m.totp_enabled) throw fail.precondition('authenticator_required', 'gate_authenticator_required');
    if (!(await useTotp(m, code))) throw fail.field('code', 'totp_wrong');
    const codes = await db.transaction(async (tx) => {
      await recordSecurityEvent(tx, m.id, 'recovery_codes_regenerated', ctx);
      return recoveryCodes.replace(tx, m.id, clock.now());
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
    if (!(await verifyPassword(m.password_hash, input.current_password))) {
      await throttle.recordFailure(m.email, ctx.ip);
      throw fail.field('current_password', 'password_wrong');
    }
    if (input.password === input.current_password) throw fail.field('password', 'password_same');
    if (isCommonPassword(input.password) || input.password.toLowerCase() === m.email.toLowerCase()) {
      throw fail.field('password', 'password_common');
    }
    const passwordHash = await hashPassword(input.password);
    const ended = await db.transaction(async (tx) => {
      await merchantRepo.setPasswordHash(tx, m.id, passwordHash);
      const n = await others.revokeOthers(tx, m.id, p.sessionId, 'password_changed');
      await recordSecurityEvent(tx, m.id, 'password_changed', ctx, { sessions_ended: n });
      return n;
    });
    await throttle.clearAccount(m.email);
    return { sessions_ended: ended };
  }

  /** True when the code is the merchant's current authenticator code (each code works once). */
  async function checkTotp(merchantId: string, code: string): Promise<boolean> {
    const m = await merchantRepo.byId(db, merchantId);
    return m?.totp_enabled === true && useTotp(m, code);
  }

  async function recoveryCodesRemaining(merchantId: string): Promise<number> {
    return recoveryCodes.remaining(db, merchantId);
  }

  return {
    register,
    login,
    logout,
    totpSetup,
    totpEnable,
    totpDisable,
    regenerateRecoveryCodes,
    changePassword,
    checkTotp,
    recoveryCodesRemaining,
  };
}

export type AuthService = ReturnType<typeof authService>;
