/** A merchant's settings: payment password, payees, bank accounts and the gates they make. */
export { canonicalAddress } from './address-check';
export { requireAuthenticator, requirePaymentPasswordSet, requireVerifiedKyb } from './gates';
export { verifyPaymentPassword } from './payment-password';
