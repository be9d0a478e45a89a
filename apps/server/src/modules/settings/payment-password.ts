import type {
  changePaymentPasswordBody,
  resetPaymentPasswordBody,
  SecurityStatus,
  setPaymentPasswordBody,
} from '@mc/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { recordSecurityEvent } from '../../platform/security-events';
import { consumeEmailCode, countWrongCode, userRepo } from '../auth';
import { requireAuthenticator, requirePaymentPasswordSet } from './gates';
import { paymentPasswordRepo } from './payment-password-repo';

export const PAYMENT_PASSWORD_MAX_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;
export const RESET_CODE_PURPOSE = 'reset_payment_password';

type Ctx = Pick<RequestContext, 'ip' | 'userAgent'>;

/** 429 with Retry-After and the minutes left in the message. */
function lockedError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(429, 'payment_password_locked', {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
  });
}

type Who = Pick<MerchantPrincipal, 'merchantId' | 'userId'>;

/**
 * Checks a user's payment password inside a gate (payouts use it too). Answers 428 when none is
 * set, 429 while locked, 422 on `field` with the tries left when wrong; the fifth wrong try in a row
 * locks it for 15 minutes. Failures are counted on `deps.db` itself, so call it before (outside) the
 * transaction of the action it guards: a rollback of that action must not forget a wrong try.
 */
export async function verifyPaymentPassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  who: Who,
  password: string,
  ctx: Ctx,
  field = 'payment_password',
): Promise<void> {
  const { db, clock } = deps;
  const { userId } = who;
  const row = await paymentPasswordRepo.get(db, userId);
  if (!row) throw fail.precondition('payment_password_required', 'gate_payment_password_required');
  const now = clock.now();
  if (row.locked_until && row.locked_until > now) throw lockedError(row.locked_until, now);
  if (await verifyPassword(row.password_hash, password)) {
    if (await paymentPasswordRepo.clearFailures(db, userId, now)) return;
    const locked = await paymentPasswordRepo.get(db, userId);
    throw lockedError(locked?.locked_until ?? now, now);
  }
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
  const counted = await paymentPasswordRepo.countFailure(
    db,
    userId,
    now,
    PAYMENT_PASSWORD_MAX_TRIES,
    lockUntil,
  );
  if (!counted) {
    const locked = await paymentPasswordRepo.get(db, userId);
    throw lockedError(locked?.locked_until ?? lockUntil, now);
  }
  if (counted.locked_until && counted.locked_until > now) {
    await recordSecurityEvent(db, who, 'payment_password_locked', ctx, {
      minutes: PAYMENT_PASSWORD_LOCK_MINUTES,
    });
    throw lockedError(counted.locked_until, now);
  }
  const remaining = PAYMENT_PASSWORD_MAX_TRIES - counted.failed_attempts;
  await recordSecurityEvent(db, who, 'payment_password_failed', ctx, { remaining });
  throw fail.field(field, 'payment_password_wrong', { remaining });
}

interface TotpChecker {
  /** True for the user's current authenticator code (each code works once). */
  checkTotp(userId: string, code: string): Promise<boolean>;
  recoveryCodesRemaining(userId: string): Promise<number>;
}

/** Setting, changing and resetting the 6-digit payment password (argon2id). */
export function paymentPasswordService(deps: Deps, auth: TotpChecker) {
  const { db, clock } = deps;

  async function status(userId: string): Promise<SecurityStatus> {
    const user = await userRepo.byId(db, userId);
    const totpEnabled = user?.totp_enabled === true;
    const row = await paymentPasswordRepo.get(db, userId);
    const now = clock.now();
    return {
      totp_enabled: totpEnabled,
      recovery_codes_remaining: totpEnabled ? await auth.recoveryCodesRemaining(userId) : 0,
      payment_password_set: row !== undefined,
      payment_password_locked_until:
        row?.locked_until && row.locked_until > now ? row.locked_until.toISOString() : null,
    };
  }

  async function totpOrFail(userId: string, code: string) {
    if (!(await auth.checkTotp(userId, code))) throw fail.field('totp_code', 'totp_wrong');
  }

  /** First time: needs a bound authenticator and one of its codes. */
  async function set(p: MerchantPrincipal, body: z.output<typeof setPaymentPasswordBody>, ctx: Ctx) {
    await requireAuthenticator(db, p.userId);
    if (await paymentPasswordRepo.get(db, p.userId)) throw fail.conflict('payment_password_exists');
    await totpOrFail(p.userId, body.totp_code);
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      if (!(await paymentPasswordRepo.insert(tx, p, hash, clock.now()))) {
        throw fail.conflict('payment_password_exists');
      }
      await recordSecurityEvent(tx, p, 'payment_password_set', ctx);
    });
    return status(p.userId);
  }

  /** With the current payment password (wrong tries count towards the lock). */
  async function change(p: MerchantPrincipal, body: z.output<typeof changePaymentPasswordBody>, ctx: Ctx) {
    await verifyPaymentPassword(deps, p, body.current_password, ctx, 'current_password');
    if (body.password === body.current_password) throw fail.field('password', 'password_same');
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await paymentPasswordRepo.replace(tx, p.userId, hash, clock.now());
      await recordSecurityEvent(tx, p, 'payment_password_changed', ctx);
    });
    return status(p.userId);
  }

  /** Forgotten or locked: an emailed code and an authenticator code; the lock ends with it. */
  async function reset(p: MerchantPrincipal, body: z.output<typeof resetPaymentPasswordBody>, ctx: Ctx) {
    await requirePaymentPasswordSet(db, p.userId);
    await requireAuthenticator(db, p.userId);
    const email = (await userRepo.byId(db, p.userId))?.email ?? '';
    await totpOrFail(p.userId, body.totp_code);
    const hash = await hashPassword(body.password);
    const outcome = await db.transaction(async (tx) => {
      const code = await consumeEmailCode(deps, tx, email, RESET_CODE_PURPOSE, body.code);
      if (!code.ok) return code;
      await paymentPasswordRepo.replace(tx, p.userId, hash, clock.now());
      await recordSecurityEvent(tx, p, 'payment_password_reset', ctx);
      return code;
    });
    if (!outcome.ok) throw await countWrongCode(deps, outcome.codeId);
    return status(p.userId);
  }

  return { status, set, change, reset };
}
