import { fail } from '../../platform/errors';
import { type MerchantPrincipal, type RequestContext, viaApiKey } from '../../platform/request-context';
import { requirePaymentPasswordSet, verifyPaymentPassword } from '../settings';
import type { PayoutContext } from './context';

export interface TotpChecker {
  /** True for the user's current authenticator code (each code works once). */
  checkTotp(userId: string, code: string): Promise<boolean>;
}

/** The secrets a payout is confirmed with. */
export interface PayoutSecrets {
  payment_password?: string | undefined;
  totp_code?: string | undefined;
}

/**
 * The security steps of a payout after its gates (verified KYB, a bound authenticator): the
 * authenticator code when the amount is at or above the threshold (428 when missing), the payment
 * password (428 when none is set, 422 when not given or wrong, 429 while locked), then the code
 * itself. A call with an API key of the payouts scope takes none of them: the key, which only a
 * session with the authenticator's code could create, is the credential (as with Stripe's and
 * Circle's APIs); the gates and the operator approval threshold still apply.
 */
export function payoutSecuritySteps(ctx: PayoutContext, auth: TotpChecker) {
  const { deps } = ctx;
  return async (
    p: MerchantPrincipal,
    secrets: PayoutSecrets,
    totpRequired: boolean,
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ) => {
    if (viaApiKey(p)) return;
    if (totpRequired && !secrets.totp_code) {
      throw fail.precondition('totp_required', 'totp_required_for_amount');
    }
    if (!secrets.payment_password) {
      await requirePaymentPasswordSet(deps.db, p.userId);
      throw fail.field('payment_password', 'required');
    }
    await verifyPaymentPassword(deps, p, secrets.payment_password, request);
    if (totpRequired && !(await auth.checkTotp(p.userId, secrets.totp_code!))) {
      throw fail.field('totp_code', 'totp_wrong');
    }
  };
}

export type PayoutSecuritySteps = ReturnType<typeof payoutSecuritySteps>;
