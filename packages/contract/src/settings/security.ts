import { z } from 'zod';
import { isoDateTime, password, totpCode } from '../fields';
import { confirmedPasswordBody } from './form-rules';

/** The security page: what is set up, the login password and the recovery codes. */

export const securityStatusData = z
  .object({
    totp_enabled: z.boolean(),
    recovery_codes_remaining: z.number().int().describe('Unused recovery codes of the bound authenticator'),
    payment_password_set: z.boolean(),
    payment_password_locked_until: isoDateTime.nullable().describe('Set while wrong tries lock it'),
  })
  .meta({ id: 'SecurityStatus' });
export type SecurityStatus = z.infer<typeof securityStatusData>;

// ---- login password

export const changePasswordBody = confirmedPasswordBody({
  current_password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(128, { error: 'password_length' }),
  password,
  password_confirmation: z.string({ error: 'required' }).max(128, { error: 'password_length' }),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export const changePasswordData = z.object({
  sessions_ended: z.number().int().describe('Other sessions of the merchant that were ended'),
});

// ---- recovery codes

export const regenerateRecoveryCodesBody = z.strictObject({ code: totpCode });
export const recoveryCodesData = z.object({
  codes: z.array(z.string()).describe('Ten new one-time codes, shown only now; the old ones stop working'),
});
