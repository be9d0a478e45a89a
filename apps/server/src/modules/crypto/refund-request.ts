import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { Catalogue } from './catalogue';
import { type ChainSend, queueRefundSend } from './send-queue';

/** Where money to send back sits: its merchant, network and asset. */
export interface RefundSource {
  merchant_id: string;
  network: string;
  asset: string;
}

/** Where it goes, on behalf of which purpose and reference. */
export type RefundTarget = Pick<ChainSend, 'toAddress' | 'purpose' | 'refId' | 'at'>;

/**
 * Queues a refund of `total` less the network fee to `to.toAddress`, refusing an address of another
 * network or an amount the network fee eats; answers the send's id.
 */
export async function requestRefund(
  tx: Queryable,
  deps: Pick<Deps, 'chain'>,
  catalogue: () => Promise<Catalogue>,
  from: RefundSource,
  total: bigint,
  to: RefundTarget,
): Promise<bigint> {
  const { network, asset } = from;
  if (!deps.chain.isValidAddress(network, to.toAddress)) throw fail.field('address', 'address_invalid');
  const networkFee = (await catalogue()).networks.get(network)?.assets.get(asset)?.networkFee ?? 0n;
  if (total <= networkFee) throw fail.field('address', 'refund_too_small');
  return queueRefundSend(tx, {
    ...to,
    merchantId: from.merchant_id,
    network,
    asset,
    amount: total - networkFee,
    networkFee,
  });
}
