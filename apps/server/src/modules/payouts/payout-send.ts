import type { ChainSend } from '../crypto';
import type { NewPayout } from './repo';

/** The chain transfer that pays a remittance out, queued at `at`. */
export const payoutSend = (p: NewPayout, at: Date): ChainSend => ({
  merchantId: p.merchant_id,
  network: p.network!,
  asset: p.asset,
  toAddress: p.to_address!,
  amount: p.amount,
  networkFee: p.fee,
  purpose: 'payout',
  refId: p.id,
  at,
});
