import type { Queryable } from '../../db/client';

export type SweepStatus = 'funding' | 'sending' | 'confirmed' | 'failed';

export interface SweepRow {
  id: bigint;
  network: string;
  asset: string;
  address: string;
  address_index: bigint;
  amount: bigint;
  covers_deposit_id: bigint;
  status: SweepStatus;
  funding_wei: bigint | null;
  funding_hash: string | null;
  funding_fee: bigint | null;
  sweep_hash: string | null;
  sweep_fee: bigint | null;
  failure: string | null;
  created_at: Date;
  confirmed_at: Date | null;
  [key: string]: unknown;
}

export type NewSweep = Pick<
  SweepRow,
  'network' | 'asset' | 'address' | 'address_index' | 'amount' | 'covers_deposit_id' | 'created_at'
>;

/** The columns a SweepRow holds (the back office's list reads them too). */
export const SWEEP_COLUMNS = `id, network, asset, address, address_index, amount, covers_deposit_id, status, funding_wei,
  funding_hash, funding_fee, sweep_hash, sweep_fee, failure, created_at, confirmed_at`;

/** The sweeps table (modules/sweeps alone reads and writes it). */
export const sweepRepo = {
  /** The newest deposit each address's sweeps (not failed) cover, keyed `asset|address`. */
  async covered(q: Queryable, network: string): Promise<Map<string, bigint>> {
    const rows = await q.query<{ asset: string; address: string; covers: bigint }>(
      `SELECT asset, address, max(covers_deposit_id)::bigint AS covers FROM sweeps
       WHERE network = $1 AND status <> 'failed' GROUP BY asset, address`,
      [network],
    );
    return new Map(rows.map((r) => [`${r.asset}|${r.address}`, r.covers]));
  },

  /**
   * A new sweep, unless one (not failed) already covers these deposits or is under way: under the
   * address's advisory lock, so that two instances never begin two sweeps of one address.
   */
  async begin(q: Queryable, s: NewSweep): Promise<SweepRow | null> {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `sweep:${s.network}:${s.asset}:${s.address}`,
    ]);
    const [row] = await q.query<SweepRow>(
      `INSERT INTO sweeps (network, asset, address, address_index, amount, covers_deposit_id, created_at, updated_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $7
       WHERE NOT EXISTS (
         SELECT 1 FROM sweeps WHERE network = $1 AND asset = $2 AND address = $3
           AND (status IN ('funding', 'sending') OR (status = 'confirmed' AND covers_deposit_id >= $6)))
       RETURNING ${SWEEP_COLUMNS}`,
      [s.network, s.asset, s.address, s.address_index, s.amount, s.covers_deposit_id, s.created_at],
    );
    return row ?? null;
  },

  /** The sweeps of a network under way, oldest first. */
  open(q: Queryable, network: string): Promise<SweepRow[]> {
    return q.query<SweepRow>(
      `SELECT ${SWEEP_COLUMNS} FROM sweeps WHERE network = $1 AND status IN ('funding', 'sending') ORDER BY id`,
      [network],
    );
  },

  /** Holds a sweep under way for `until` (false when another instance holds it); answers it as it stands. */
  async claim(q: Queryable, id: bigint, now: Date, until: Date): Promise<SweepRow | null> {
    const [row] = await q.query<SweepRow>(
      `UPDATE sweeps SET claimed_until = $3
       WHERE id = $1 AND status IN ('funding', 'sending') AND (claimed_until IS NULL OR claimed_until <= $2)
       RETURNING ${SWEEP_COLUMNS}`,
      [id, now, until],
    );
    return row ?? null;
  },

  async release(q: Queryable, id: bigint): Promise<void> {
    await q.query('UPDATE sweeps SET claimed_until = NULL WHERE id = $1', [id]);
  },

  async funded(q: Queryable, id: bigint, wei: bigint, hash: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE sweeps SET funding_wei = $2, funding_hash = $3, updated_at = $4
       WHERE id = $1 AND status = 'funding' AND funding_hash IS NULL`,
      [id, wei, hash, at],
    );
  },

  async fundingMined(q: Queryable, id: bigint, fee: bigint, at: Date): Promise<void> {
    await q.query('UPDATE sweeps SET funding_fee = $2, updated_at = $3 WHERE id = $1', [id, fee, at]);
  },

  async sending(q: Queryable, id: bigint, hash: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE sweeps SET status = 'sending', sweep_hash = $2, updated_at = $3 WHERE id = $1 AND status = 'funding'`,
      [id, hash, at],
    );
  },

  /** The sweep mined: its fee recorded; false when it was confirmed already. */
  async confirm(q: Queryable, id: bigint, fee: bigint, at: Date): Promise<SweepRow | null> {
    const [row] = await q.query<SweepRow>(
      `UPDATE sweeps SET status = 'confirmed', sweep_fee = $2, confirmed_at = $3, updated_at = $3
       WHERE id = $1 AND status = 'sending' RETURNING ${SWEEP_COLUMNS}`,
      [id, fee, at],
    );
    return row ?? null;
  },

  /** A sweep refused or reverted: failed, with the fee its reverted transfer paid when there was one. */
  async fail(
    q: Queryable,
    id: bigint,
    failure: string,
    sweepFee: bigint | null,
    at: Date,
  ): Promise<SweepRow | null> {
    const [row] = await q.query<SweepRow>(
      `UPDATE sweeps SET status = 'failed', failure = $2, sweep_fee = coalesce($3, sweep_fee), updated_at = $4
       WHERE id = $1 AND status IN ('funding', 'sending') RETURNING ${SWEEP_COLUMNS}`,
      [id, failure, sweepFee, at],
    );
    return row ?? null;
  },

  /** Sweeps that ended (confirmed or failed) and the fees their rows record (gwei), for the ledger check. */
  endedFees(q: Queryable): Promise<{ id: bigint; network: string; fees: bigint }[]> {
    return q.query(
      `SELECT id, network, (coalesce(funding_fee, 0) + coalesce(sweep_fee, 0))::bigint AS fees
       FROM sweeps WHERE status IN ('confirmed', 'failed')`,
    );
  },
};
