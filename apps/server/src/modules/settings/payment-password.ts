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
import { consumeEmailCode, countWrongCode } from '../auth';
import { merchantService } from '../merchants';
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

/**
 * Checks a merchant's payment password inside a gate (payouts use it too). Answers 428 when none is
 * set, 429 while locked, 422 on `field` with the tries left when wrong; the fifth wrong try in a row
 * locks it for 15 minutes. Failures are counted on `deps.db` itself, so call it before (outside) the
 * transaction of the action it guards: a rollback of that action must not forget a wrong try.
 */
export async function verifyPaymentPassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  merchantId: string,
  password: string,
  ctx: Ctx,
  field = 'payment_password',
): Promise<void> {
  const { db, clock } = deps;
  const row = await paymentPasswordRepo.get(db, merchantId);
  if (!row) throw fail.precondition('payment_password_required', 'gate_payment_password_required');
  const now = clock.now();
  if (row.locked_until && row.locked_until > now) throw lockedError(row.locked_until, now);
  if (await verifyPassword(row.password_hash, password)) {
    if (await paymentPasswordRepo.clearFailures(db, merchantId, now)) return;
    const locked = await paymentPasswordRepo.get(db, merchantId);
    throw lockedError(locked?.locked_until ?? now, now);
  }
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
  const counted = await paymentPasswordRepo.countFailure(
    db,
    merchantId,
    now,
    PAYMENT_PASSWORD_MAX_TRIES,
    lockUntil,
  );
  if (!counted) {
    const locked = await paymentPasswordRepo.get(db, merchantId);
    throw lockedError(locked?.locked_until ?? lockUntil, now);
  }
  if (counted.locked_until && counted.locked_until > now) {
    await recordSecurityEvent(db, merchantId, 'payment_password_locked', ctx, {
      minutes: PAYMENT_PASSWORD_LOCK_MINUTES,
    });
    throw lockedError(counted.locked_until, now);
  }
  const remaining = PAYMENT_PASSWORD_MAX_TRIES - counted.failed_attempts;
  await recordSecurityEvent(db, merchantId, 'payment_password_failed', ctx, { remaining });
  throw fail.field(field, 'payment_password_wrong', { remaining });
}

interface TotpChecker {
  /** True for the merchant's current authenticator code (each code works once). */
  checkTotp(merchantId: string, code: string): Promise<boolean>;
  recoveryCodesRemaining(merchantId: string): Promise<number>;
}

/** Setting, changing and resetting the 6-digit payment password (argon2id). */
export function paymentPasswordService(deps: Deps, auth: TotpChecker) {
  const { db, clock } = deps;

  async function status(merchantId: string): Promise<SecurityStatus> {
    const info = await merchantService.info(db, merchantId);
    const row = await paymentPasswordRepo.get(db, merchantId);
    const now = clock.now();
    return {
      totp_enabled: info.totp_enabled,
      recovery_codes_remaining: info.totp_enabled ? await auth.recoveryCodesRemaining(merchantId) : 0,
      payment_password_set: row !== undefined,
      payment_password_locked_until:
        row?.locked_until && row.locked_until > now ? row.locked_until.toISOString() : null,
    };
  }

  async function totpOrFail(merchantId: string, code: string) {
    if (!(await auth.checkTotp(merchantId, code))) throw fail.field('totp_code', 'totp_wrong');
  }

  /** First time: needs a bound authenticator and one of its codes. */
  async function set(p: MerchantPrincipal, body: z.output<typeof setPaymentPasswordBody>, ctx: Ctx) {
    await requireAuthenticator(db, p.merchantId);
    if (await paymentPasswordRepo.get(db, p.merchantId)) throw fail.conflict('payment_password_exists');
    await totpOrFail(p.merchantId, body.totp_code);
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      if (!(await paymentPasswordRepo.insert(tx, p.merchantId, hash, clock.now()))) {
        throw fail.conflict('payment_password_exists');
      }
      await recordSecurityEvent(tx, p.merchantId, 'payment_password_set', ctx);
    });
    return status(p.merchantId);
  }

  /** With the current payment password (wrong tries count towards the lock). */
  async function change(p: MerchantPrincipal, body: z.output<typeof changePaymentPasswordBody>, ctx: Ctx) {
    await verifyPaymentPassword(deps, p.merchantId, body.current_password, ctx, 'current_password');
    if (body.password === body.current_password) throw fail.field('password', 'password_same');
    const hash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await paymentPasswordRepo.replace(tx, p.merchantId, hash, clock.now());
      await recordSecurityEvent(tx, p.merchantId, 'payment_password_changed', ctx);
    });
    return status(p.merchantId);
  }

  /** Forgotten or locked: an emailed code and an authenticator code; the lock ends with it. */
  async function reset(p: MerchantPrincipal, body: z.output<typeof resetPaymentPasswordBody>, ctx: Ctx) {
    await requirePaymentPasswordSet(db, p.merchantId);
    await requireAuthenticator(db, p.merchantId);
    const { email } = await merchantService.info(db, p.merchantId);
    await totpOrFail(p.merchantId, body.totp_code);
    const hash = await hashPassword(body.password);
    const outcome = await db.transaction(async (tx) => {
      const code = await consumeEmailCode(deps, tx, email, RESET_CODE_PURPOSE, body.code);
      if (!code.ok) return code;
      await paymentPasswordRepo.replace(tx, p.merchantId, hash, clock.now());
      await recordSecurityEvent(tx, p.merchantId, 'payment_password_reset', ctx);
      return code;
    });
    if (!outcome.ok) throw await countWrongCode(deps, outcome.codeId);
    return status(p.merchantId);
  }

  return { status, set, change, reset };
}
