import type { PreconditionReason } from '@mc/contract';
import { isApiError } from '../../../lib/http/apiError';

/** Preconditions the console guides through (the login flow handles `totp_required` itself). */
export type GateReason = Exclude<PreconditionReason, 'totp_required'>;

/** Where each precondition is fixed: the settings tab or the KYB page. */
export const gateTargets: Record<GateReason, string> = {
  authenticator_required: '/account-info#authenticator',
  payment_password_required: '/account-info#payment-password',
  kyb_required: '/kyc-kyb',
};

function isGateReason(reason: string): reason is GateReason {
  return Object.hasOwn(gateTargets, reason);
}

/** The precondition of a failed call (HTTP 428 with a known `reason`), or null for any other failure. */
export function gateReasonOf(error: unknown): GateReason | null {
  if (!isApiError(error) || error.code !== 428 || !error.reason) return null;
  return isGateReason(error.reason) ? error.reason : null;
}
