import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { type NetworkLog, onEachNetwork } from '../../platform/each-network';
import { ChainSendError, confirmationsOf, type Located } from '../../rails/chain/types';
import type { Catalogue } from './catalogue';
import { bookNetworkFee } from './network-fees';

export interface SendRow {
  id: bigint;
  merchant_id: string | null;
  network: string;
  asset: string;
  to_address: string;
  amount: bigint;
  network_fee: bigint;
  purpose: string;
  ref_id: string;
  tx_hash: string | null;
  /** 1, and one more each time the send is queued again after it failed. */
  attempt: number;
  /**
   * Sent again after its purpose took it as delivered and a reorganisation then made it undeliverable:
   * the purpose is not told again (it booked the delivery once).
   */
  redelivery: boolean;
  [key: string]: unknown;
}

/** A send as one pass reads it: its status, and what watching it until final needs. */
export type Pending = SendRow & {
  status: 'queued' | 'sent' | 'confirmed';
  block_height: bigint | null;
  fee_paid: bigint | null;
  fee_asset: string | null;
};

/**
 * What a purpose does when its send is broadcast, confirmed on chain or refused by it, and when a send it
 * took as confirmed turns out never to be delivered (its block taken back, then reverted or its nonce
 * taken): `returned` gives back what `confirmed` booked.
 */
export interface SendOutcomes {
  sent?(tx: Queryable, send: SendRow, at: Date): Promise<void>;
  confirmed(tx: Queryable, send: SendRow, at: Date): Promise<void>;
  failed(tx: Queryable, send: SendRow, reason: string, at: Date): Promise<void>;
  returned?(tx: Queryable, send: SendRow, reason: string, at: Date): Promise<void>;
}

const REVERTED = 'the token transfer was mined but reverted: nothing was sent';
const DROPPED = 'another transaction took the nonce of the transfer: nothing was sent';

export const SEND_COLUMNS =
  'id, merchant_id, network, asset, to_address, amount, network_fee, purpose, ref_id, tx_hash, attempt, redelivery';

/**
 * The rail's reference of a send's attempt: the rail sends once per reference, so a broadcast retried
 * after a crash sends nothing twice, and a send queued again after it failed is sent anew.
 */
export const sendReference = (s: Pick<SendRow, 'id' | 'ref_id' | 'attempt'>): string =>
  s.attempt > 1 ? `send:${s.id}:${s.ref_id}:${s.attempt}` : `send:${s.id}:${s.ref_id}`;

/**
 * Outgoing chain transfers: queued rows are broadcast (the rail is idempotent
 * by reference, so a retry after a crash sends nothing twice), then watched
 * until confirmed, and handed back to their purpose. A send the rail cannot
 * make now (its node fails, fees above the cap) stays queued, and so do the
 * later ones of its network this round; the other networks go on.
 */
export function chainSender(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  purposes: Record<string, SendOutcomes>,
  log: NetworkLog,
) {
  const { db, clock, chain } = deps;

  /** Runs `step` on a send still in `status`, its row locked; a send another worker holds is left to it. */
  async function whileIn(
    status: 'queued' | 'sent',
    id: SendRow['id'],
    step: (tx: Queryable, row: SendRow, now: Date) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<SendRow>(
        `SELECT ${SEND_COLUMNS} FROM chain_sends WHERE id = $1 AND status = $2 FOR UPDATE SKIP LOCKED`,
        [id, status],
      );
      if (row) await step(tx, row, clock.now());
    });
  }

  /**
   * One pass over the sends in one read: the queued are broadcast, the sent (and those just broadcast)
   * confirmed; answers the confirmed sends not yet final, for `sendFinality` to watch.
   */
  async function pass(): Promise<Pending[]> {
    const rows = await db.query<Pending>(
      `SELECT ${SEND_COLUMNS}, status, block_height, fee_paid, fee_asset FROM chain_sends
       WHERE status IN ('queued', 'sent') OR (status = 'confirmed' AND final_at IS NULL) ORDER BY id LIMIT 700`,
    );
    const sent = await broadcast(rows.filter((r) => r.status === 'queued').slice(0, 50));
    await confirm([...rows.filter((r) => r.status === 'sent'), ...sent].slice(0, 100));
    return rows.filter((r) => r.status === 'confirmed');
  }

  async function broadcast(queued: readonly SendRow[]): Promise<SendRow[]> {
    const sent: SendRow[] = [];
    const waiting = new Set<string>();
    for (const s of queued) {
      if (waiting.has(s.network)) continue;
      try {
        const { txHash } = await chain.send({
          network: s.network,
          asset: s.asset,
          to: s.to_address,
          amount: s.amount,
          reference: sendReference(s),
        });
        await db.transaction(async (tx) => {
          const now = clock.now();
          const [row] = await tx.query<SendRow>(
            `UPDATE chain_sends SET status = 'sent', tx_hash = $2, sent_at = $3 WHERE id = $1 AND status = 'queued'
             RETURNING ${SEND_COLUMNS}`,
            [s.id, txHash, now],
          );
          if (row) sent.push(row);
          if (row && !row.redelivery) await purposes[row.purpose]?.sent?.(tx, row, now);
        });
      } catch (err) {
        if (!(err instanceof ChainSendError)) {
          waiting.add(s.network);
          log.error(
            { err, network: s.network, send: String(s.id) },
            'a chain send could not be made; it stays queued',
          );
          continue;
        }
        await whileIn('queued', s.id, (tx, row, now) => fail(tx, row, err.message, now));
      }
    }
    return sent;
  }

  /** A send that will never be delivered: failed, its purpose told (a redelivery: an operator). */
  async function fail(tx: Queryable, row: SendRow, reason: string, now: Date) {
    await tx.query(`UPDATE chain_sends SET status = 'failed', failure = $2 WHERE id = $1`, [row.id, reason]);
    if (row.redelivery) undelivered(log, row, reason);
    else await purposes[row.purpose]?.failed(tx, row, reason, now);
  }

  async function confirm(sent: readonly SendRow[]): Promise<number> {
    if (!sent.length) return 0;
    const c = await catalogue();
    let done = 0;
    // the node failed to answer (head, locate), or booking a mined send failed: both are tried again next pass
    const failed = 'the chain sends of a network could not be located or settled; the others go on';
    await onEachNetwork(new Set(sent.map((s) => s.network)), log, failed, async (network) => {
      const mine = sent.filter((s) => s.network === network);
      const head = await chain.head(network);
      const located = await chain.locate(
        network,
        mine.map((s) => s.tx_hash!),
      );
      const required = c.networks.get(network)?.confirmations ?? 1;
      for (const s of mine) {
        const at = located.get(s.tx_hash!);
        if (at?.dropped) {
          await whileIn('sent', s.id, (tx, row, now) => fail(tx, row, DROPPED, now));
          continue;
        }
        if (!at || confirmationsOf(head, at.height) < required) continue;
        await whileIn('sent', s.id, async (tx, row, now) => {
          await settle(tx, row, at, now);
          done++;
        });
      }
    });
    return done;
  }

  /**
   * A send mined deep enough: the hash that was mined (a replacement's, maybe) and the fee the network
   * charged are kept and the fee booked; a transfer the token reverted fails (its fee is still booked).
   */
  async function settle(tx: Queryable, row: SendRow, at: Located, now: Date) {
    const reverted = at.reverted === true;
    const [s] = await tx.query<SendRow>(
      `UPDATE chain_sends SET status = $2, tx_hash = $3, block_height = $4, fee_paid = $5, fee_asset = $6,
         confirmed_at = CASE WHEN $2 = 'confirmed' THEN $7::timestamptz END, failure = $8
       WHERE id = $1 RETURNING ${SEND_COLUMNS}`,
      [
        row.id,
        reverted ? 'failed' : 'confirmed',
        at.txHash,
        at.height,
        at.fee?.amount ?? null,
        at.fee?.asset ?? null,
        now,
        reverted ? REVERTED : null,
      ],
    );
    if (at.fee) await bookNetworkFee(tx, s!, at.fee, now);
    if (s!.redelivery) {
      if (reverted) undelivered(log, s!, REVERTED);
    } else if (reverted) await purposes[s!.purpose]?.failed(tx, s!, REVERTED, now);
    else await purposes[s!.purpose]?.confirmed(tx, s!, now);
  }

  return { pass };
}

/** A send booked as delivered that the chain never delivered, and that cannot be sent again by itself. */
export function undelivered(log: NetworkLog, row: SendRow, reason: string): void {
  log.error(
    { network: row.network, send: String(row.id), purpose: row.purpose, ref: row.ref_id, reason },
    'a chain send booked as delivered was never delivered: an operator must send it or give its money back',
  );
}
