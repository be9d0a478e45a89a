import type { APIRequestContext } from '@playwright/test';
import { auth, data, fiatMerchant, topUp } from './fiat-support';
import { fund, type PayingMerchant, payoutReaches, remit } from './payouts-support';

/** A valid TRC20 address that no merchant of the run owns. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The funds summary as the API answers it (what the page must show, exactly). */
export interface SummaryAnswer {
  assets: { asset: string; available: string; total: string; usd_value: string | null }[];
  total_usd: string;
  rates: { base: string; as_of: string }[];
}

/**
 * A merchant with money in crypto and fiat that moved this month: 100 USDT received on an order,
 * 25 USDT remitted, 500 USD topped up.
 */
export async function merchantWithMoney(request: APIRequestContext, name: string): Promise<PayingMerchant> {
  const { merchant, bankAccountId } = await fiatMerchant(request, name);
  await fund(request, merchant, '100');
  const payout = await remit(request, merchant, { amount: '25', address: TRON_ADDRESS });
  await payoutReaches(request, merchant, payout.id, 'completed');
  await topUp(request, merchant, bankAccountId, '500', '500');
  return merchant;
}

export async function summaryOf(
  request: APIRequestContext,
  merchant: PayingMerchant,
): Promise<SummaryAnswer> {
  return data<SummaryAnswer>(await request.get('/api/money/summary', { headers: auth(merchant) }));
}
