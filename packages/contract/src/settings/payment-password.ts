import { z } from 'zod';
import { emailCode, totpCode } from '../fields';
import { confirmedPasswordBody } from './form-rules';

/** The 6-digit payment password that confirms payouts: set, changed, reset. */

export const paymentPassword = z
  .string({ error: 'required' })
  .regex(/^\d{6}$/, { error: 'payment_password_format' })
  .describe('Exactly 6 digits');

/** A new payment password, typed twice. */
const newPaymentPassword = {
  password: paymentPassword,
  password_confirmation: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(6, { error: 'password_mismatch' }),
};

export const setPaymentPasswordBody = confirmedPasswordBody({ ...newPaymentPassword, totp_code: totpCode });
export type SetPaymentPasswordBody = z.input<typeof setPaymentPasswordBody>;

export const changePaymentPasswordBody = confirmedPasswordBody({
  current_password: paymentPassword,
  ...newPaymentPassword,
});
export type ChangePaymentPasswordBody = z.input<typeof changePaymentPasswordBody>;

export const resetPaymentPasswordBody = confirmedPasswordBody({
  code: emailCode.describe('Code mailed by send-code with purpose reset_payment_password'),
  totp_code: totpCode,
  ...newPaymentPassword,
});
export type ResetPaymentPasswordBody = z.input<typeof resetPaymentPasswordBody>;
