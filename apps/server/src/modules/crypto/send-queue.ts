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

/**
 * Queues the one send of a purpose's reference (a refund), or queues it again (its next attempt) to
 * another address after it failed, in the caller's transaction; answers its id.
 */
export async function queueRefundSend(tx: Queryable, s: ChainSend): Promise<bigint> {
  const [send] = await tx.query<{ id: bigint }>(
    `INSERT INTO chain_sends (merchant_id, network, asset, to_address, amount, network_fee, purpose, ref_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (purpose, ref_id) DO UPDATE SET to_address = EXCLUDED.to_address, amount = EXCLUDED.amount,
       network_fee = EXCLUDED.network_fee, status = 'queued', tx_hash = NULL, failure = NULL,
       block_height = NULL, fee_paid = NULL, fee_asset = NULL, created_at = EXCLUDED.created_at,
       attempt = chain_sends.attempt + 1
     RETURNING id`,
    [s.merchantId, s.network, s.asset, s.toAddress, s.amount, s.networkFee, s.purpose, s.refId, s.at],
  );
  return send!.id;
}
