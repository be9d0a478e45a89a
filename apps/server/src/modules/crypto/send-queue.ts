import type { Queryable } from '../../db/client';
import { type InsertRow, insertRows } from '../../platform/money-route';

/** A transfer to queue for the chain sender, made on behalf of a purpose (`payout`: a payout's id). */
export interface ChainSend {
  merchantId: string;
  network: string;
  asset: string;
  toAddress: string;
  amount: bigint;
  networkFee: bigint;
  purpose: string;
  refId: string;
  at: Date;
}

/** The queued `chain_sends` row of a transfer. */
export function chainSendRow(s: ChainSend): InsertRow {
  return {
    table: 'chain_sends',
    columns: {
      merchant_id: [s.merchantId, 'uuid'],
      network: [s.network, 'text'],
      asset: [s.asset, 'text'],
      to_address: [s.toAddress, 'text'],
      amount: [s.amount, 'bigint'],
      network_fee: [s.networkFee, 'bigint'],
      purpose: [s.purpose, 'text'],
      ref_id: [s.refId, 'text'],
      created_at: [s.at, 'timestamptz'],
    },
  };
}

/** Queues a transfer in the caller's transaction: the sender broadcasts it after the commit. */
export async function queueChainSend(tx: Queryable, s: ChainSend): Promise<void> {
  await insertRows(tx, [chainSendRow(s)]);
}
