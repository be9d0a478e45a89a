import { z } from 'zod';
import { balancesData } from './crypto';
import { isoDateTime, totpCode } from './fields';
import { amountString, chainNetwork, cryptoAsset, cursorQuery, money, page } from './money';
import { route } from './route';
import { paymentPassword } from './settings';

export { payoutMessages } from './payout-messages';

/** Paying out: remittances to chain addresses, withdrawals to fiat at a quoted rate, approvals. */

export const payoutKinds = ['remittance', 'fiat_withdrawal'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/**
 * pending_approval (waits for an operator; funds frozen) -> processing (being sent) -> confirming
 * (on chain, waiting for confirmations) -> completed (frozen captured) | failed (frozen released);
 * rejected: an operator refused it (frozen released). Withdrawals to fiat complete at once.
 */
export const payoutStatuses = [
  'pending_approval',
  'processing',
  'confirming',
  'completed',
  'failed',
  'rejected',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
export const payoutStatus = z.enum(payoutStatuses, { error: 'invalid_value' });

export const fiatCurrencies = ['USD'] as const;
export const fiatCurrency = z.enum(fiatCurrencies, { error: 'currency_invalid' });

/** Remark: 0-100 characters, English letters, digits, spaces, hyphen and dot only. */
export const remittanceRemark = z
  .string()
  .max(100, { error: 'remark_too_long' })
  .regex(/^[A-Za-z0-9 .-]*$/, { error: 'remark_invalid' })
  .transform((v) => v.trim())
  .default('');

/**
 * The security steps a payout confirmation carries when it is made with a login session (the
 * server answers 422/428 when one is missing); a call with an API key of the payouts scope sends
 * neither: the key is the credential.
 */
const securitySteps = {
  payment_password: paymentPassword
    .optional()
    .describe('Required with a login session; not sent with an API key'),
  totp_code: totpCode
    .optional()
    .describe('With a login session: required when the amount is at or above the authenticator threshold'),
};

export const remittanceTarget = z.strictObject({
  asset: cryptoAsset,
  network: chainNetwork,
  amount: amountString,
  address: z.string().trim().max(128, { error: 'address_invalid' }).optional(),
  payee_id: z.uuid({ error: 'payee_invalid' }).optional(),
});

/** An address or a saved payee: one of the two. */
const hasRecipient = {
  path: ['address'],
  error: 'required',
  when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null,
};
const recipientGiven = (v: { address?: string | undefined; payee_id?: string | undefined }) =>
  Boolean(v.address || v.payee_id);

export const remittancePreviewQuery = remittanceTarget.refine(recipientGiven, hasRecipient);

export const remittancePreview = z.object({
  asset: cryptoAsset,
  network: chainNetwork,
  amount: money,
  network_fee: money,
  total: money.describe('What leaves the available balance: amount + network fee'),
  available: money,
  address: z.string(),
  payee_name: z.string().nullable(),
  new_address: z.boolean().describe('No payout went to this address before'),
  totp_required: z.boolean(),
  approval_required: z.boolean(),
  arrival: z.string().describe('Expected arrival, e.g. "10-60 minutes"'),
});

export const createRemittanceBody = z
  .strictObject({
    ...remittanceTarget.shape,
    remark: remittanceRemark,
    ...securitySteps,
  })
  .refine(recipientGiven, hasRecipient);
export type CreateRemittanceBody = z.input<typeof createRemittanceBody>;

export const fiatQuoteBody = z.strictObject({
  asset: cryptoAsset,
  amount: amountString,
  currency: fiatCurrency.default('USD'),
});

export const fiatQuote = z.object({
  id: z.string(),
  asset: cryptoAsset,
  amount: money.describe('Crypto debited from the available balance'),
  currency: fiatCurrency,
  mid_rate: z.string().describe('Market rate of the rates source, 1 asset in the currency'),
  spread_bps: z.number().int(),
  rate: z.string().describe('Rate applied: the market rate less the spread'),
  fee: money.describe('Service fee in the crypto asset, rounded up'),
  fiat_amount: money.describe('What arrives in the fiat account, rounded down'),
  totp_required: z.boolean().describe('Confirming needs a code from the authenticator'),
  approval_required: z.boolean().describe('The withdrawal will wait for an operator'),
  expires_at: isoDateTime,
  created_at: isoDateTime,
});
export type FiatQuote = z.infer<typeof fiatQuote>;

export const createFiatWithdrawalBody = z.strictObject({
  quote_id: z.uuid({ error: 'quote_invalid' }),
  ...securitySteps,
});

export const payoutApproval = z.object({
  decision: z.enum(['approved', 'rejected']).nullable(),
  operator_email: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
  reason: z.string().nullable(),
});

export const payout = z.object({
  id: z.string(),
  kind: z.enum(payoutKinds),
  status: payoutStatus,
  asset: cryptoAsset,
  network: chainNetwork.nullable(),
  amount: money,
  fee: money,
  total: money.describe('Debited from the available balance'),
  address: z.string().nullable(),
  payee_name: z.string().nullable(),
  new_address: z.boolean(),
  remark: z.string(),
  tx_hash: z.string().nullable(),
  fiat_currency: fiatCurrency.nullable(),
  fiat_amount: money.nullable(),
  rate: z.string().nullable(),
  failure_reason: z.string().nullable(),
  approval: payoutApproval.nullable().describe('Present when the payout needed an operator'),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
});
export type Payout = z.infer<typeof payout>;
export const payoutList = page(payout);

export const payoutListQuery = z.strictObject({
  status: payoutStatus.optional(),
  asset: cryptoAsset.optional(),
  network: chainNetwork.optional(),
  q: z.string().trim().max(128, { error: 'too_long' }).optional().describe('Address, tx hash or remark'),
  from: z.iso.datetime({ error: 'date_invalid', offset: true }).optional(),
  to: z.iso.datetime({ error: 'date_invalid', offset: true }).optional(),
  ...cursorQuery,
});

export const payoutIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

// ---- operators

export const opsPayout = payout.extend({ merchant_id: z.string(), merchant_name: z.string() });
export const opsPayoutList = page(opsPayout);
export const opsPayoutListQuery = z.strictObject({
  status: payoutStatus.optional().default('pending_approval'),
  ...cursorQuery,
});
export const rejectPayoutBody = z.strictObject({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(500, { error: 'too_long' }),
});
export const payoutSettings = z.object({
  approval_threshold_usd: z.string().describe('Payouts worth at least this many USD wait for an operator'),
  updated_at: isoDateTime.nullable(),
  updated_by: z.string().nullable(),
});
export const payoutSettingsBody = z.strictObject({
  approval_threshold_usd: z
    .string({ error: 'required' })
    .trim()
    .regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, { error: 'amount_invalid' }),
});

const merchant = { access: 'merchant', tag: 'payouts' } as const;
const ops = { access: 'operator', tag: 'ops' } as const;

/** Merchant calls of paying out. */
export const payoutsApi = {
  previewRemittance: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/remittances/preview',
    summary: 'Network fee, total, whether the address is new and which security steps a remittance needs',
    query: remittancePreviewQuery,
    apiScope: 'payouts',
    data: remittancePreview,
  }),
  createRemittance: route({
    ...merchant,
    method: 'POST',
    path: '/payouts/remittances',
    summary: 'Send USDC/USDT to an address or a saved payee; funds are frozen until the send settles',
    body: createRemittanceBody,
    idempotent: true,
    apiScope: 'payouts',
    data: payout,
  }),
  listRemittances: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/remittances',
    summary: 'Remittances, newest first, filtered and searched (address, tx hash, remark)',
    query: payoutListQuery,
    apiScope: 'read',
    data: payoutList,
  }),
  createFiatQuote: route({
    ...merchant,
    method: 'POST',
    path: '/payouts/fiat-quotes',
    summary: 'Quote a withdrawal of crypto to the fiat account: rate, spread, fee, what arrives; valid 30 s',
    body: fiatQuoteBody,
    apiScope: 'payouts',
    data: fiatQuote,
  }),
  createFiatWithdrawal: route({
    ...merchant,
    method: 'POST',
    path: '/payouts/fiat-withdrawals',
    summary: 'Convert crypto into the fiat account at a quote; a quote is honoured once, before it expires',
    body: createFiatWithdrawalBody,
    idempotent: true,
    apiScope: 'payouts',
    data: payout,
  }),
  listFiatWithdrawals: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/fiat-withdrawals',
    summary: 'Withdrawals to fiat, newest first',
    query: payoutListQuery,
    apiScope: 'read',
    data: payoutList,
  }),
  fiatBalances: route({
    ...merchant,
    method: 'GET',
    path: '/fiat/balances',
    summary: 'Fiat balances per currency and bucket (what withdrawals to fiat credit)',
    apiScope: 'read',
    data: balancesData,
  }),
  getPayout: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/:id',
    summary: 'One payout',
    params: payoutIdParams,
    apiScope: 'read',
    data: payout,
  }),
};

/** Operator calls: the approval queue and its threshold. */
export const payoutOpsApi = {
  opsPayouts: route({
    ...ops,
    method: 'GET',
    path: '/ops/payouts',
    summary: 'Payouts by status (default: waiting for approval), oldest first',
    query: opsPayoutListQuery,
    data: opsPayoutList,
  }),
  opsApprovePayout: route({
    ...ops,
    method: 'POST',
    path: '/ops/payouts/:id/approve',
    summary: 'Approve a payout waiting for approval: it is sent (maker-checker: recorded)',
    params: payoutIdParams,
    idempotent: true,
    data: opsPayout,
  }),
  opsRejectPayout: route({
    ...ops,
    method: 'POST',
    path: '/ops/payouts/:id/reject',
    summary: 'Reject a payout waiting for approval: its funds return to available',
    params: payoutIdParams,
    body: rejectPayoutBody,
    idempotent: true,
    data: opsPayout,
  }),
  opsPayoutSettings: route({
    ...ops,
    method: 'GET',
    path: '/ops/payout-settings',
    summary: 'The approval threshold of payouts',
    data: payoutSettings,
  }),
  opsUpdatePayoutSettings: route({
    ...ops,
    method: 'POST',
    path: '/ops/payout-settings',
    summary: 'Set the approval threshold of payouts (USD)',
    body: payoutSettingsBody,
    data: payoutSettings,
  }),
};
