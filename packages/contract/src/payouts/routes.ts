import { balancesData } from '../crypto';
import { route } from '../route';
import {
  opsPayout,
  opsPayoutList,
  opsPayoutListQuery,
  payoutSettings,
  payoutSettingsBody,
  rejectPayoutBody,
} from './approvals';
import {
  bankTransferPreview,
  bankTransferPreviewQuery,
  createBankTransferBody,
  markBankTransferBody,
} from './bank-transfers';
import { payout, payoutIdParams, payoutList, payoutListQuery } from './payout';
import { createRemittanceBody, remittancePreview, remittancePreviewQuery } from './remittances';
import { createFiatWithdrawalBody, fiatQuote, fiatQuoteBody } from './withdrawals';

/** The routes of paying out: the merchant's and the operators'. */

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
  createFiatConversion: route({
    ...merchant,
    method: 'POST',
    path: '/payouts/fiat-conversions',
    summary:
      'Convert fiat into USDC/USDT at a quote of direction to_crypto; honoured once, before it expires',
    body: createFiatWithdrawalBody,
    idempotent: true,
    apiScope: 'payouts',
    data: payout,
  }),
  listFiatConversions: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/fiat-conversions',
    summary: 'Conversions of fiat to crypto, newest first',
    query: payoutListQuery,
    apiScope: 'read',
    data: payoutList,
  }),
  previewBankTransfer: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/bank-transfers/preview',
    summary: 'Fee, total and the security steps of a remit of fiat to one of your bank accounts',
    query: bankTransferPreviewQuery,
    apiScope: 'payouts',
    data: bankTransferPreview,
  }),
  createBankTransfer: route({
    ...merchant,
    method: 'POST',
    path: '/payouts/bank-transfers',
    summary: 'Remit fiat to one of your saved bank accounts; funds are frozen until the bank settles it',
    body: createBankTransferBody,
    idempotent: true,
    apiScope: 'payouts',
    data: payout,
  }),
  listBankTransfers: route({
    ...merchant,
    method: 'GET',
    path: '/payouts/bank-transfers',
    summary: 'Remits of fiat to bank accounts, newest first',
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
  opsMarkBankTransfer: route({
    ...ops,
    method: 'POST',
    path: '/ops/payouts/:id/bank-outcome',
    summary: 'Simulated bank: mark a bank transfer sent (completed) or failed (its funds return)',
    params: payoutIdParams,
    body: markBankTransferBody,
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
