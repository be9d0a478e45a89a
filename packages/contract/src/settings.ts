import { z } from 'zod';
import { apiKeysApi } from './api-keys';
import { okData } from './auth';
import { countryCodes, isSwiftCode, postcodeProblem } from './bank-formats';
import { emailCode, isoDateTime, password, totpCode } from './fields';
import { chainNetwork, cryptoAsset, cursorQuery, page } from './money';
import { type ApiRoute, route } from './route';

export * from './bank-formats';
export { settingsMessages } from './settings-messages';

/** Account settings: login and payment passwords, recovery codes, bank accounts, payees, sessions, log. */

type Payload = { value: unknown };
const fieldsOf = (p: Payload) =>
  typeof p.value === 'object' && p.value !== null ? (p.value as Record<string, unknown>) : {};

/** "两次输入的密码不一致" on `password_confirmation`, checked as soon as both are strings. */
const confirmation = {
  path: ['password_confirmation'],
  error: 'password_mismatch',
  when: (p: Payload) =>
    typeof fieldsOf(p).password === 'string' && typeof fieldsOf(p).password_confirmation === 'string',
};
const confirmed = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;

/** Text without markup brackets or control characters. */
const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(min, { error: 'required' })
    .max(max, { error: 'too_long' })
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' });

// ---- security status

export const securityStatusData = z.object({
  totp_enabled: z.boolean(),
  recovery_codes_remaining: z.number().int().describe('Unused recovery codes of the bound authenticator'),
  payment_password_set: z.boolean(),
  payment_password_locked_until: isoDateTime.nullable().describe('Set while wrong tries lock it'),
});
export type SecurityStatus = z.infer<typeof securityStatusData>;

// ---- login password

export const changePasswordBody = z
  .strictObject({
    current_password: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(128, { error: 'password_length' }),
    password,
    password_confirmation: z.string({ error: 'required' }).max(128, { error: 'password_length' }),
  })
  .refine(confirmed, confirmation);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export const changePasswordData = z.object({
  sessions_ended: z.number().int().describe('Other sessions of the merchant that were ended'),
});

// ---- recovery codes

export const regenerateRecoveryCodesBody = z.strictObject({ code: totpCode });
export const recoveryCodesData = z.object({
  codes: z.array(z.string()).describe('Ten new one-time codes, shown only now; the old ones stop working'),
});

// ---- payment password

export const paymentPassword = z
  .string({ error: 'required' })
  .regex(/^\d{6}$/, { error: 'payment_password_format' })
  .describe('Exactly 6 digits');
const paymentPasswordConfirmation = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(6, { error: 'password_mismatch' });

export const setPaymentPasswordBody = z
  .strictObject({
    password: paymentPassword,
    password_confirmation: paymentPasswordConfirmation,
    totp_code: totpCode,
  })
  .refine(confirmed, confirmation);
export type SetPaymentPasswordBody = z.input<typeof setPaymentPasswordBody>;

export const changePaymentPasswordBody = z
  .strictObject({
    current_password: paymentPassword,
    password: paymentPassword,
    password_confirmation: paymentPasswordConfirmation,
  })
  .refine(confirmed, confirmation);
export type ChangePaymentPasswordBody = z.input<typeof changePaymentPasswordBody>;

export const resetPaymentPasswordBody = z
  .strictObject({
    code: emailCode.describe('Code mailed by send-code with purpose reset_payment_password'),
    totp_code: totpCode,
    password: paymentPassword,
    password_confirmation: paymentPasswordConfirmation,
  })
  .refine(confirmed, confirmation);
export type ResetPaymentPasswordBody = z.input<typeof resetPaymentPasswordBody>;

// ---- bank accounts

export const bankAccountTypes = ['personal', 'company'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const MAX_BANK_ACCOUNTS = 20;

const bankAccountShape = {
  account_name: text(1, 128),
  bank_name: text(1, 128),
  account_number: z
    .string({ error: 'required' })
    .trim()
    .overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .regex(/^[A-Z0-9]{4,34}$/, { error: 'account_number_invalid' })
    .describe('Account, card or IBAN number; spaces and hyphens are ignored'),
  swift_code: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .refine(isSwiftCode, { error: 'swift_invalid' })
    .describe('SWIFT/BIC: 8 or 11 characters'),
  city: text(1, 64),
  province: text(0, 64).default(''),
  postcode: z
    .string({ error: 'wrong_type' })
    .trim()
    .toUpperCase()
    .max(12, { error: 'postcode_invalid' })
    .default('')
    .describe('Format depends on the country; empty where there are none (e.g. HK)'),
  country: z.enum(countryCodes, { error: 'country_invalid' }).describe('ISO 3166-1 alpha-2'),
  currency: z
    .string({ error: 'currency_invalid' })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'currency_invalid' })
    .describe('A fiat currency of GET /merchant/currencies'),
  account_type: z.enum(bankAccountTypes, { error: 'account_type_invalid' }),
  is_default: z.boolean({ error: 'wrong_type' }).default(false),
};

export const bankAccountBody = z
  .strictObject(bankAccountShape)
  .refine((v) => postcodeProblem(v.country, v.postcode) === null, {
    path: ['postcode'],
    error: (issue) => {
      const v = issue.input as { country: string; postcode: string };
      return postcodeProblem(v.country, v.postcode) ?? 'postcode_invalid';
    },
    when: (p) => {
      const v = fieldsOf(p);
      return typeof v.postcode === 'string' && (countryCodes as readonly unknown[]).includes(v.country);
    },
  });
export type BankAccountBody = z.input<typeof bankAccountBody>;
export type BankAccountInput = z.output<typeof bankAccountBody>;

export const bankAccount = z.object({
  id: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number_masked: z.string().describe('Last four characters only'),
  swift_code: z.string(),
  city: z.string(),
  province: z.string(),
  postcode: z.string(),
  country: z.string(),
  currency: z.string(),
  account_type: z.enum(bankAccountTypes),
  is_default: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccountDetail = bankAccount.extend({ account_number: z.string() });
export type BankAccountDetail = z.infer<typeof bankAccountDetail>;
export const bankAccountList = page(bankAccount);
export const bankAccountListQuery = z.strictObject({ ...cursorQuery });

export const currenciesData = z.object({
  items: z.array(z.object({ code: z.string(), name: z.string(), decimals: z.number().int() })),
});

// ---- payees

export const MAX_PAYEES = 200;
const ADDRESS_FORMAT: Record<string, RegExp> = {
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export const payeeBody = z
  .strictObject({
    name: text(1, 64),
    network: chainNetwork,
    asset: cryptoAsset.nullable().default(null).describe('Leave null for any asset of the network'),
    address: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(128, { error: 'address_invalid' }),
  })
  .refine((v) => ADDRESS_FORMAT[v.network]?.test(v.address) ?? false, {
    path: ['address'],
    error: 'address_invalid',
    when: (p) => {
      const v = fieldsOf(p);
      return (
        typeof v.address === 'string' && v.address !== '' && Object.hasOwn(ADDRESS_FORMAT, String(v.network))
      );
    },
  });
export type PayeeBody = z.input<typeof payeeBody>;

export const payee = z.object({
  id: z.string(),
  name: z.string(),
  network: chainNetwork,
  asset: cryptoAsset.nullable(),
  address: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Payee = z.infer<typeof payee>;
export const payeeList = page(payee);
export const payeeListQuery = z.strictObject({ network: chainNetwork.optional(), ...cursorQuery });

// ---- sessions and the security log

export const activeSession = z.object({
  id: z.string(),
  browser: z.string().nullable().describe('Browser and major version, from the user agent'),
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'bot', 'unknown']),
  ip: z.string().nullable(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime,
  current: z.boolean().describe('The session of this request'),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessionList = page(activeSession);
export const sessionListQuery = z.strictObject({ ...cursorQuery });
export const revokeOthersData = z.object({ sessions_ended: z.number().int() });

/** Kinds of the security log this product records (others may appear; show them by name). */
export const securityEventKinds = [
  'register',
  'login',
  'login_failed',
  'logout',
  'password_changed',
  'totp_enabled',
  'totp_disabled',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'payment_password_set',
  'payment_password_changed',
  'payment_password_reset',
  'payment_password_failed',
  'payment_password_locked',
  'bank_account_added',
  'bank_account_updated',
  'bank_account_deleted',
  'payee_added',
  'payee_updated',
  'payee_deleted',
  'session_revoked',
  'sessions_revoked',
  'kyb_submitted',
  'kyb_approved',
  'kyb_rejected',
  'api_key_created',
  'api_key_updated',
  'api_key_rotated',
  'api_key_revoked',
] as const;
export type SecurityEventKindName = (typeof securityEventKinds)[number];

export const securityEvent = z.object({
  id: z.string(),
  kind: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  created_at: isoDateTime,
});
export type SecurityEvent = z.infer<typeof securityEvent>;
export const securityEventList = page(securityEvent);
export const securityEventsQuery = z.strictObject({ ...cursorQuery });

export const settingsIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

const merchantRoute = { access: 'merchant', tag: 'settings' } as const;

export const settingsApi = {
  securityStatus: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/security',
    summary: 'Authenticator, recovery codes left, payment password set or locked',
    data: securityStatusData,
  }),
  changePassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/password',
    summary: 'Change the login password; every other session of the merchant ends',
    body: changePasswordBody,
    data: changePasswordData,
  }),
  regenerateRecoveryCodes: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/totp/recovery-codes',
    summary: 'Ten new recovery codes for a current authenticator code; the old ones stop working',
    body: regenerateRecoveryCodesBody,
    data: recoveryCodesData,
  }),
  setPaymentPassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payment-password',
    summary: 'Set the 6-digit payment password (needs a bound authenticator and its code)',
    body: setPaymentPasswordBody,
    data: securityStatusData,
  }),
  changePaymentPassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payment-password/change',
    summary: 'Change the payment password with the current one (5 wrong tries lock it for 15 min)',
    body: changePaymentPasswordBody,
    data: securityStatusData,
  }),
  resetPaymentPassword: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payment-password/reset',
    summary: 'Reset the payment password with an emailed code and an authenticator code',
    body: resetPaymentPasswordBody,
    data: securityStatusData,
  }),
  currencies: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/currencies',
    summary: 'Fiat currencies a bank account may hold',
    data: currenciesData,
  }),
  listBankAccounts: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/bank-accounts',
    summary: 'Bank accounts, the default first, account numbers masked',
    query: bankAccountListQuery,
    data: bankAccountList,
  }),
  getBankAccount: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/bank-accounts/:id',
    summary: 'One bank account with its full number',
    params: settingsIdParams,
    data: bankAccountDetail,
  }),
  createBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts',
    summary: 'Add a bank account; the first one becomes the default',
    body: bankAccountBody,
    data: bankAccountDetail,
  }),
  updateBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts/:id',
    summary: 'Edit a bank account (every field)',
    params: settingsIdParams,
    body: bankAccountBody,
    data: bankAccountDetail,
  }),
  setDefaultBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts/:id/default',
    summary: 'Make a bank account the default (the previous default stops being one)',
    params: settingsIdParams,
    data: bankAccountDetail,
  }),
  deleteBankAccount: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/bank-accounts/:id/delete',
    summary: 'Delete a bank account; deleting the default makes the newest other one the default',
    params: settingsIdParams,
    data: okData,
  }),
  listPayees: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/payees',
    summary: 'Saved crypto addresses, newest first',
    query: payeeListQuery,
    data: payeeList,
  }),
  createPayee: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payees',
    summary: 'Save a crypto address of a network (validated, checksum included)',
    body: payeeBody,
    data: payee,
  }),
  updatePayee: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payees/:id',
    summary: 'Edit a saved crypto address',
    params: settingsIdParams,
    body: payeeBody,
    data: payee,
  }),
  deletePayee: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/payees/:id/delete',
    summary: 'Delete a saved crypto address',
    params: settingsIdParams,
    data: okData,
  }),
  listSessions: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/sessions',
    summary: 'Active sessions: device, IP, created, last seen; the current one is marked',
    query: sessionListQuery,
    data: activeSessionList,
  }),
  revokeSession: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/sessions/:id/revoke',
    summary: 'End another session of the merchant',
    params: settingsIdParams,
    data: okData,
  }),
  revokeOtherSessions: route({
    ...merchantRoute,
    method: 'POST',
    path: '/merchant/sessions/revoke-others',
    summary: 'End every session of the merchant except this one',
    data: revokeOthersData,
  }),
  securityEvents: route({
    ...merchantRoute,
    method: 'GET',
    path: '/merchant/security-events',
    summary: 'Security activity log, newest first',
    query: securityEventsQuery,
    data: securityEventList,
  }),
  ...apiKeysApi,
} as const satisfies Record<string, ApiRoute>;
