import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import type { MerchantPrincipal } from '../../platform/request-context';
import { merchantService } from '../merchants';
import { paymentPasswordRepo } from './payment-password-repo';

/**
 * Preconditions of sensitive actions. Each answers HTTP 428 with a `reason` the console turns into
 * a guided prompt (bind the authenticator, set the payment password, finish KYB) instead of an error.
 */

/** 428 `authenticator_required` unless the merchant has a bound authenticator. */
export async function requireAuthenticator(db: Queryable, merchantId: string): Promise<void> {
  const info = await merchantService.info(db, merchantId);
  if (!info.totp_enabled) throw fail.precondition('authenticator_required', 'gate_authenticator_required');
}

/** 428 `payment_password_required` unless the merchant has set a payment password. */
export async function requirePaymentPasswordSet(db: Queryable, merchantId: string): Promise<void> {
  if (!(await paymentPasswordRepo.get(db, merchantId))) {
    throw fail.precondition('payment_password_required', 'gate_payment_password_required');
  }
}

/** 428 `kyb_required` unless the merchant's KYB is verified (as of the request's authentication). */
export function requireVerifiedKyb(principal: MerchantPrincipal): void {
  if (principal.kybStatus !== 'verified') throw fail.precondition('kyb_required', 'gate_kyb_required');
}
