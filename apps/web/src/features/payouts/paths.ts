import type { PayoutKind } from '@mc/contract';

/** The query parameter of a payout list that opens one payout's drawer. */
export const OPEN_PAYOUT_PARAM = 'payout';

const LISTS: Record<PayoutKind, string> = {
  remittance: '/pay/index',
  fiat_withdrawal: '/withdraw/account',
  bank_transfer: '/fiat/withdraw',
  fiat_conversion: '/fiat/withdrawToCrypto',
};

/** Where one payout shows: its list with its detail drawer open. */
export const payoutPath = (kind: PayoutKind, id: string): string =>
  `${LISTS[kind]}?${new URLSearchParams({ [OPEN_PAYOUT_PARAM]: id })}`;
