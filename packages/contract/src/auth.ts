import { z } from 'zod';
import {
  email,
  emailCode,
  isoDateTime,
  merchantName,
  merchantType,
  password,
  timeZoneName,
  totpCode,
} from './fields';
import { permission } from './team/permissions';

/** A one-time recovery code of the authenticator: ten letters and digits, shown as `xxxxx-xxxxx`. */
export const recoveryCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5}$/, { error: 'recovery_code_format' })
  .describe('Recovery code, e.g. "k7m2q-9xw4h"');

export const codePurposes = ['register', 'reset_password', 'reset_payment_password'] as const;

export const sendCodeBody = z.strictObject({
  email,
  purpose: z.enum(codePurposes, { error: 'invalid_value' }),
});
export const sendCodeData = z.object({
  resend_after_seconds: z.number().int().describe('Seconds until another code may be requested'),
  expires_in_seconds: z.number().int(),
});

const registerFields = z.strictObject({
  merchant_name: merchantName,
  merchant_type: merchantType,
  email,
  password,
  password_confirmation: z.string().max(128, { error: 'password_length' }),
  code: emailCode,
  token: z
    .string({ error: 'wrong_type' })
    .max(2048, { error: 'too_long' })
    .regex(/^[A-Za-z0-9._:-]*$/, { error: 'captcha_invalid' })
    .default('')
    .describe('Anti-bot challenge token; empty while the challenge is off'),
  timezone: timeZoneName
    .optional()
    .describe(
      'The merchant’s time zone (IANA name; the console sends the browser’s). Default: Asia/Shanghai',
    ),
});

export const registerBody = registerFields.refine((v) => v.password === v.password_confirmation, {
  path: ['password_confirmation'],
  error: 'password_mismatch',
  // Compare whenever both are strings, even if other fields failed, so the form shows every problem at once.
  when: (payload) => {
    const v = payload.value as Record<string, unknown> | undefined;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
  },
});
export type RegisterBody = z.input<typeof registerBody>;

export const merchantStatus = z.enum(['normal', 'disabled']);
export const kybStatus = z.enum(['not_submitted', 'pending', 'verified', 'failed']);

/** The logged-in user and their merchant (`email` is the user's own). */
export const merchantInfo = z
  .object({
    merchant_id: z.string(),
    user_id: z.string(),
    user_name: z.string().nullable(),
    role: z.string().describe('The user’s role: a built-in role or a key of the merchant’s own role'),
    permissions: z.array(permission).describe('What the role allows; the console shows only these'),
    requires_authenticator: z.boolean().describe('The role requires an authenticator bound'),
    merchant_name: z.string(),
    merchant_type: merchantType,
    email: z.string(),
    status: merchantStatus,
    totp_enabled: z.boolean(),
    kyb_status: kybStatus,
    created_at: isoDateTime,
    timezone: z.string().describe('The merchant’s time zone (IANA name): its days and months are cut in it'),
  })
  .meta({ id: 'MerchantInfo' });
export type MerchantInfo = z.infer<typeof merchantInfo>;

export const registerData = z.object({
  merchant_id: z.string(),
  merchant_name: z.string(),
  email: z.string(),
});

export const loginBody = z.strictObject({
  email,
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(128, { error: 'password_length' }),
  totp_code: totpCode.optional(),
  recovery_code: recoveryCode.optional().describe('A one-time recovery code instead of totp_code'),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginData = merchantInfo.extend({
  token: z.string().describe('Bearer token for the Authorization header'),
  expires_at: isoDateTime,
});
export type LoginData = z.infer<typeof loginData>;

export const emptyBody = z.strictObject({});
export const okData = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const totpSetupData = z.object({
  secret: z.string().describe('Base32 secret to type into the app'),
  otpauth_uri: z.string(),
  qr_data_url: z.string().describe('PNG data URL of the otpauth URI'),
});
export type TotpSetupData = z.infer<typeof totpSetupData>;

export const totpEnableBody = z.strictObject({ code: totpCode });
/** Binding answers with the ten recovery codes: the only time they are ever shown. */
export const totpEnableData = merchantInfo.extend({
  recovery_codes: z.array(z.string()).describe('Ten one-time recovery codes, shown only now'),
});
export const totpDisableBody = z
  .strictObject({
    password: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(128, { error: 'password_length' }),
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional().describe('A one-time recovery code instead of code'),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, {
    path: ['code'],
    error: 'required',
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v === 'object' && v !== null && v.code === undefined && v.recovery_code === undefined;
    },
  });

export const devMailboxQuery = z.strictObject({ email });
export const devMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: isoDateTime,
});
export const devMailboxData = z.object({ items: z.array(devMail) });

export const healthData = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** The simulated chain's faucet is served (a development server): the payment page offers it. */
  faucet: z.boolean(),
});
export type HealthData = z.infer<typeof healthData>;
