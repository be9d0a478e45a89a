import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { ChainSendError, confirmationsOf } from '../../rails/chain/types';
import type { Catalogue } from './catalogue';

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
  [key: string]: unknown;
}

/** What a purpose does when its send is broadcast, confirmed on chain or refused by it. */
export interface SendOutcomes {
  sent?(tx: Queryable, send: SendRow, at: Date): Promise<void>;
  confirmed(tx: Queryable, send: SendRow, at: Date): Promise<void>;
  failed(tx: Queryable, send: SendRow, reason: string, at: Date): Promise<void>;
}

const COLUMNS = 'id, merchant_id, network, asset, to_address, amount, network_fee, purpose, ref_id, tx_hash';

/**
 * Outgoing chain transfers: queued rows are broadcast (the rail is idempotent
 * by reference, so a retry after a crash sends nothing twice), then watched
 * until confirmed, and handed back to their purpose.
 */
export function chainSender(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  purposes: Record<string, SendOutcomes>,
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
        `SELECT ${COLUMNS} FROM chain_sends WHERE id = $1 AND status = $2 FOR UPDATE SKIP LOCKED`,
        [id, status],
      );
      if (row) await step(tx, row, clock.now());
    });
  }

  /** Broadcasts the sends queued on one network. */
  async function broadcast(network: string): Promise<number> {
    const queued = await db.query<SendRow>(
      `SELECT ${COLUMNS} FROM chain_sends WHERE status = 'queued' AND network = $1 ORDER BY id LIMIT 50`,
      [network],
    );
    for (const s of queued) {
      try {
        const { txHash } = await chain.send({
          network: s.network,
          asset: s.asset,
          to: s.to_address,
          amount: s.amount,
          reference: `send:${s.id}:${s.ref_id}`,
        });
        await db.transaction(async (tx) => {
          const now = clock.now();
          const [row] = await tx.query<SendRow>(
            `UPDATE chain_sends SET status = 'sent', tx_hash = $2, sent_at = $3 WHERE id = $1 AND status = 'queued'
             RETURNING ${COLUMNS}`,
            [s.id, txHash, now],
          );
          if (row) await purposes[row.purpose]?.sent?.(tx, row, now);
        });
      } catch (err) {
        if (!(err instanceof ChainSendError)) throw err;
        await whileIn('queued', s.id, async (tx, row, now) => {
          await tx.query(`UPDATE chain_sends SET status = 'failed', failure = $2 WHERE id = $1`, [
            s.id,
            err.message,
          ]);
          await purposes[row.purpose]?.failed(tx, row, err.message, now);
        });
      }
    }
    return queued.length;
  }

  /** Hands back the sends of one network that reached their confirmations. */
  async function confirm(network: string): Promise<number> {
    const mine = await db.query<SendRow>(
      `SELECT ${COLUMNS} FROM chain_sends WHERE status = 'sent' AND network = $1 ORDER BY id LIMIT 100`,
      [network],
    );
    if (!mine.length) return 0;
    const c = await catalogue();
    let done = 0;
    const head = await chain.head(network);
    const located = await chain.locate(
      network,
      mine.map((s) => s.tx_hash!),
    );
    const required = c.networks.get(network)?.confirmations ?? 1;
    for (const s of mine) {
      const height = located.get(s.tx_hash!)?.height ?? null;
      if (confirmationsOf(head, height) < required) continue;
      await whileIn('sent', s.id, async (tx, row, now) => {
        await tx.query(
          `UPDATE chain_sends SET status = 'confirmed', block_height = $2, confirmed_at = $3 WHERE id = $1`,
          [s.id, height, now],
        );
        await purposes[row.purpose]?.confirmed(tx, row, now);
        done++;
      });
    }
    return done;
  }

  return { broadcast, confirm };
}
