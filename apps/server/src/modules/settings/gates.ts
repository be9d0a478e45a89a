import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import type { MerchantPrincipal } from '../../platform/request-context';
import { userRepo } from '../auth';
import { paymentPasswordRepo } from './payment-password-repo';

/**
 * Preconditions of sensitive actions. Each answers HTTP 428 with a `reason` the console turns into
 * a guided prompt (bind the authenticator, set the payment password, finish KYB) instead of an error.
 */

/** 428 `authenticator_required` unless the user has a bound authenticator. */
export async function requireAuthenticator(db: Queryable, userId: string): Promise<void> {
  const user = await userRepo.byId(db, userId);
  if (!user?.totp_enabled) throw fail.precondition('authenticator_required', 'gate_authenticator_required');
}

/** 428 `payment_password_required` unless the user has set a payment password. */
export async function requirePaymentPasswordSet(db: Queryable, userId: string): Promise<void> {
  if (!(await paymentPasswordRepo.get(db, userId))) {
    throw fail.precondition('payment_password_required', 'gate_payment_password_required');
  }
}

/** 428 `kyb_required` unless the merchant's KYB is verified (as of the request's authentication). */
export function requireVerifiedKyb(principal: MerchantPrincipal): void {
  if (principal.kybStatus !== 'verified') throw fail.precondition('kyb_required', 'gate_kyb_required');
}
