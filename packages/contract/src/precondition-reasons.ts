/** Reasons a 428 answer carries: each is a precondition the user can fix. */
export const preconditionReasons = [
  'totp_required',
  'kyb_required',
  'authenticator_required',
  'payment_password_required',
] as const;
export type PreconditionReason = (typeof preconditionReasons)[number];
