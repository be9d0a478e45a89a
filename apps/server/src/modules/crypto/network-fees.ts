import type { Queryable } from '../../db/client';
import { chainClearing, type InvariantCheck, platform, post } from '../ledger';

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

/**
 * A confirmed send whose block was taken back: its fee follows the block it is in now. The same
 * transaction in another block may pay another base fee (the difference is booked); another of its
 * transactions (a replacement) pays its own fee, and the fee of the one taken back is given back, as it is
 * when none of them is mined (`now.fee` null: dropped).
 */
export async function followNetworkFee(
  tx: Queryable,
  send: {
    id: bigint;
    network: string;
    tx_hash: string | null;
    fee_paid: bigint | null;
    fee_asset: string | null;
  },
  now: { txHash: string; height: bigint | null; fee: { asset: string; amount: bigint } | null },
  at: Date,
): Promise<void> {
  const was = send.fee_paid ?? 0n;
  const asset = now.fee?.asset ?? send.fee_asset;
  const changed = async (hash: string | null, amount: bigint) => {
    if (amount === 0n || !asset) return;
    await post(tx, {
      kind: 'network_fee_changed',
      refType: 'chain_send',
      refId: `${send.id}:${hash}@${now.height ?? 'dropped'}`,
      memo: `network fee of chain send ${send.id} after its block was taken back`,
      at,
      lines: [
        { account: chainClearing(send.network), asset, amount },
        { account: platform('network_costs'), asset, amount: -amount },
      ],
    });
  };
  if (now.fee && now.txHash === send.tx_hash) return changed(send.tx_hash, now.fee.amount - was);
  await changed(send.tx_hash, -was);
  if (now.fee)
    await bookNetworkFee(tx, { id: send.id, network: send.network, tx_hash: now.txHash }, now.fee, at);
}

/** Each chain send that kept a network fee booked exactly that fee as network cost, once. */
export const networkFeeInvariants: InvariantCheck = async (db: Queryable) => {
  const rows = await db.query<{ id: bigint; paid: bigint; booked: bigint; asset: string }>(
    `SELECT s.id, s.fee_paid AS paid, s.fee_asset AS asset, coalesce(-sum(l.amount), 0)::bigint AS booked
     FROM chain_sends s
     LEFT JOIN ledger_lines l ON l.ref_type = 'chain_send'
       AND (l.ref_id = s.id || ':' || s.tx_hash OR l.ref_id LIKE s.id || ':' || s.tx_hash || '@%')
       AND l.platform_account = 'network_costs' AND l.asset = s.fee_asset
     WHERE s.fee_paid > 0
     GROUP BY s.id, s.fee_paid, s.fee_asset
     HAVING coalesce(-sum(l.amount), 0) <> s.fee_paid`,
  );
  return rows.map((r) => ({
    rule: 'each chain send books the network fee it paid as network cost',
    detail: `chain send ${r.id}: paid ${r.paid} ${r.asset}, booked ${r.booked}`,
  }));
};
