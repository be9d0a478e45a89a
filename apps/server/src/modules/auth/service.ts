import type { LoginData, loginBody, MerchantInfo, registerBody, TotpSetupData } from '@mc/contract';
import type { z } from 'zod';
import { isDbError, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../platform/totp';
import { type MerchantRow, merchantRepo } from '../merchants/repo';
import { toMerchantInfo } from '../merchants/service';
import { consumeEmailCode, countWrongCode } from './email-codes';
import type { SessionStore } from './sessions';
import { loginThrottle } from './throttle';

type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;

export function authService(deps: Deps, sessions: SessionStore) {
  const { db, clock } = deps;
  const throttle = loginThrottle(deps);

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
      if (!input.totp_code) throw fail.precondition('totp_required', 'totp_required');
      if (!(await useTotp(m, input.totp_code))) {
        await throttle.recordFailure(input.email, ctx.ip);
        await recordSecurityEvent(db, m.id, 'login_failed', ctx, { why: 'totp' });
        throw fail.field('totp_code', 'totp_wrong');
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

  async function logout(p: MerchantPrincipal, ctx: RequestContext) {
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

  async function totpEnable(p: MerchantPrincipal, code: string, ctx: RequestContext): Promise<MerchantInfo> {
    const m = await current(p);
    if (m.totp_enabled) throw fail.conflict('totp_already_enabled');
    if (!m.totp_pending_secret) throw new AppError(409, 'totp_setup_missing');
    const step = matchTotp(m.totp_pending_secret, code, clock.now());
    if (step === null) throw fail.field('code', 'totp_wrong');
    await db.transaction(async (tx) => {
      await merchantRepo.enableTotp(tx, m.id, m.totp_pending_secret!, step);
      await recordSecurityEvent(tx, m.id, 'totp_enabled', ctx);
    });
    return toMerchantInfo((await merchantRepo.byId(db, m.id))!);
  }

  async function totpDisable(p: MerchantPrincipal, password: string, code: string, ctx: RequestContext) {
    const m = await current(p);
    if (!m.totp_enabled) throw fail.conflict('totp_not_enabled');
    if (!(await verifyPassword(m.password_hash, password))) throw fail.field('password', 'password_wrong');
    if (!(await useTotp(m, code))) throw fail.field('code', 'totp_wrong');
    await db.transaction(async (tx) => {
      await merchantRepo.disableTotp(tx, m.id);
      await recordSecurityEvent(tx, m.id, 'totp_disabled', ctx);
    });
    return toMerchantInfo((await merchantRepo.byId(db, m.id))!);
  }

  return { register, login, logout, totpSetup, totpEnable, totpDisable };
}
