import type { Queryable } from '../../db/client';
import { chainClearing, platform, post } from '../ledger';

/**
 * What the network charged for one of our chain sends (mined, even when the token reverted it), in
 * the network's own coin: it left the platform on the chain like the tokens a send moves, so the
 * network's clearing account is credited with it and the platform's network costs debited. Keyed by
 * the send and the mined transaction: a send queued again after it failed pays (and books) again.
 */
export async function bookNetworkFee(
  tx: Queryable,
  send: { id: bigint; network: string; tx_hash: string | null },
  fee: { asset: string; amount: bigint },
  at: Date,
): Promise<void> {
  if (fee.amount <= 0n) return;
  await post(tx, {
    kind: 'network_fee_paid',
    refType: 'chain_send',
    refId: `${send.id}:${send.tx_hash}`,
    memo: `network fee of chain send ${send.id}`,
    at,
    lines: [
      { account: chainClearing(send.network), asset: fee.asset, amount: fee.amount },
      { account: platform('network_costs'), asset: fee.asset, amount: -fee.amount },
    ],
  });
}
