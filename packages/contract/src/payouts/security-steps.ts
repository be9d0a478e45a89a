import { totpCode } from '../fields';
import { paymentPassword } from '../settings/payment-password';

/**
 * The security steps a payout confirmation carries when it is made with a login session (the
 * server answers 422/428 when one is missing); a call with an API key of the payouts scope sends
 * neither: the key is the credential.
 */
export const securitySteps = {
  payment_password: paymentPassword
    .optional()
    .describe('Required with a login session; not sent with an API key'),
  totp_code: totpCode
    .optional()
    .describe('With a login session: required when the amount is at or above the authenticator threshold'),
};
