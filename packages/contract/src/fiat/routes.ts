import { opsFileLink } from '../ops/kyb-review';
import { route } from '../route';
import { TOPUP_STATEMENT_PART } from './statement-files';
import {
  approveTopupBody,
  fiatCurrencyParams,
  opsFiatCurrencies,
  opsFiatCurrency,
  opsTopup,
  opsTopupList,
  opsTopupListQuery,
  rejectTopupBody,
  setFiatCurrencyBody,
  topup,
  topupFields,
  topupIdParams,
  topupInstructions,
  topupList,
  topupListQuery,
} from './topups';

/** The routes of fiat top-ups: the merchant's and the operators'. */

const merchant = { access: 'merchant', tag: 'fiat' } as const;
const ops = { access: 'operator', tag: 'ops' } as const;

/** Merchant calls. Creating a top-up (multipart) and reading its statement (bytes) are mounted by hand. */
export const fiatApi = {
  topupInstructions: route({
    ...merchant,
    method: 'GET',
    path: '/fiat/topups/instructions',
    permission: 'fiat.read',
    summary:
      'The enabled currencies with the platform’s receiving bank account, and the merchant’s reference',
    apiScope: 'read',
    data: topupInstructions,
  }),
  createTopup: route({
    ...merchant,
    method: 'POST',
    path: '/fiat/topups',
    permission: 'fiat.topup',
    summary:
      'Submit a top-up as multipart/form-data: fields currency, amount, value_date, bank_account_id and ' +
      'one file part `statement` (PDF, JPG, JPEG, PNG, BMP, ZIP or RAR, checked by content, at most 10 MB). ' +
      'Takes an Idempotency-Key.',
    idempotent: true,
    multipart: {
      fields: topupFields,
      files: {
        [TOPUP_STATEMENT_PART]: {
          required: true,
          description: 'The bank statement: PDF, JPG, JPEG, PNG, BMP, ZIP or RAR (by content), at most 10 MB',
        },
      },
    },
    data: topup,
  }),
  listTopups: route({
    ...merchant,
    method: 'GET',
    path: '/fiat/topups',
    permission: 'fiat.read',
    summary: 'The merchant’s top-ups, newest first',
    query: topupListQuery,
    apiScope: 'read',
    data: topupList,
  }),
  getTopup: route({
    ...merchant,
    method: 'GET',
    path: '/fiat/topups/:id',
    permission: 'fiat.read',
    summary: 'One top-up',
    params: topupIdParams,
    apiScope: 'read',
    data: topup,
  }),
};

/** Operator calls: the review queue, decisions, the currencies. */
export const fiatOpsApi = {
  opsTopups: route({
    ...ops,
    method: 'GET',
    path: '/ops/topups',
    summary: 'Top-ups of every merchant by status (default: submitted), oldest first',
    query: opsTopupListQuery,
    data: opsTopupList,
  }),
  opsTopup: route({
    ...ops,
    method: 'GET',
    path: '/ops/topups/:id',
    summary: 'One top-up',
    params: topupIdParams,
    data: opsTopup,
  }),
  opsTopupStatementLink: route({
    ...ops,
    method: 'POST',
    path: '/ops/topups/:id/statement/link',
    summary: 'A short-lived link that shows the statement inline (the opening is audited)',
    params: topupIdParams,
    data: opsFileLink,
  }),
  opsApproveTopup: route({
    ...ops,
    method: 'POST',
    path: '/ops/topups/:id/approve',
    summary: 'Approve a submitted top-up with the amount that arrived: credited less the fee',
    params: topupIdParams,
    body: approveTopupBody,
    idempotent: true,
    data: opsTopup,
  }),
  opsRejectTopup: route({
    ...ops,
    method: 'POST',
    path: '/ops/topups/:id/reject',
    summary: 'Reject a submitted top-up with a reason the merchant sees',
    params: topupIdParams,
    body: rejectTopupBody,
    idempotent: true,
    data: opsTopup,
  }),
  opsFiatCurrencies: route({
    ...ops,
    method: 'GET',
    path: '/ops/fiat-currencies',
    summary: 'The fiat currencies, enabled or not, with the platform’s receiving bank accounts',
    data: opsFiatCurrencies,
  }),
  opsSetFiatCurrency: route({
    ...ops,
    method: 'POST',
    path: '/ops/fiat-currencies/:code',
    summary: 'Enable or disable top-ups in a fiat currency',
    params: fiatCurrencyParams,
    body: setFiatCurrencyBody,
    data: opsFiatCurrency,
  }),
};
