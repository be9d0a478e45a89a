import type { Queryable } from '../../db/client';
import type { SenderRole } from '../../rails/chain/types';

/** A threshold an operator set, minor units of the asset. */
export interface ThresholdRow {
  network: string;
  sender: SenderRole;
  asset: string;
  threshold: bigint;
}

/** What a sender held at the last check, and whether it was low. */
export interface LowBalanceState {
  network: string;
  sender: SenderRole;
  asset: string;
  address: string;
  balance: bigint;
  /** The threshold the network's settings named at the check (null: none). */
  settingsThreshold: bigint | null;
  low: boolean;
  lowSince: Date | null;
  checkedAt: Date;
}

interface StateRow {
  network: string;
  sender: SenderRole;
  asset: string;
  address: string;
  balance: string;
  settings_threshold: string | null;
  low: boolean;
  low_since: Date | null;
  checked_at: Date;
  [key: string]: unknown;
}

const STATE = `SELECT network, sender, asset, address, balance::text AS balance,
  settings_threshold::text AS settings_threshold, low, low_since, checked_at
  FROM low_balance_states`;

const stateOf = (r: StateRow): LowBalanceState => ({
  network: r.network,
  sender: r.sender,
  asset: r.asset,
  address: r.address,
  balance: BigInt(r.balance),
  settingsThreshold: r.settings_threshold === null ? null : BigInt(r.settings_threshold),
  low: r.low,
  lowSince: r.low_since,
  checkedAt: r.checked_at,
});

/** The low-balance tables of the ops module: operators' thresholds and each sender's last state. */
export const lowBalanceRepo = {
  async thresholds(q: Queryable, network?: string): Promise<ThresholdRow[]> {
    const rows = await q.query<{ network: string; sender: SenderRole; asset: string; threshold: string }>(
      `SELECT network, sender, asset, threshold::text AS threshold FROM low_balance_thresholds
       WHERE $1::text IS NULL OR network = $1 ORDER BY network, sender, asset`,
      [network ?? null],
    );
    return rows.map((r) => ({ ...r, threshold: BigInt(r.threshold) }));
  },

  /** Sets (or, with null, removes) an operator's threshold. */
  async setThreshold(
    tx: Queryable,
    t: { network: string; sender: SenderRole; asset: string; threshold: bigint | null },
    operatorId: string,
    at: Date,
  ): Promise<void> {
    if (t.threshold === null) {
      await tx.query('DELETE FROM low_balance_thresholds WHERE network = $1 AND sender = $2 AND asset = $3', [
        t.network,
        t.sender,
        t.asset,
      ]);
      return;
    }
    await tx.query(
      `INSERT INTO low_balance_thresholds (network, sender, asset, threshold, updated_at, updated_by)
       VALUES ($1, $2, $3, $4::numeric, $5, $6)
       ON CONFLICT (network, sender, asset) DO UPDATE SET threshold = EXCLUDED.threshold,
         updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [t.network, t.sender, t.asset, String(t.threshold), at, operatorId],
    );
  },

  async states(q: Queryable, network?: string): Promise<LowBalanceState[]> {
    const rows = await q.query<StateRow>(
      `${STATE} WHERE $1::text IS NULL OR network = $1 ORDER BY network, sender, asset`,
      [network ?? null],
    );
    return rows.map(stateOf);
  },

  /**
   * The sender's state, locked for the check's transaction (made, not low, on its first check): two
   * instances checking at once take turns, and the second sees what the first wrote.
   */
  async lock(
    tx: Queryable,
    key: { network: string; sender: SenderRole; asset: string; address: string },
    at: Date,
  ): Promise<LowBalanceState> {
    await tx.query(
      `INSERT INTO low_balance_states (network, sender, asset, address, balance, checked_at)
       VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT DO NOTHING`,
      [key.network, key.sender, key.asset, key.address, at],
    );
    const [row] = await tx.query<StateRow>(
      `${STATE} WHERE network = $1 AND sender = $2 AND asset = $3 FOR UPDATE`,
      [key.network, key.sender, key.asset],
    );
    return stateOf(row!);
  },

  async save(tx: Queryable, s: LowBalanceState): Promise<void> {
    await tx.query(
      `UPDATE low_balance_states SET address = $4, balance = $5::numeric, settings_threshold = $6::numeric,
         low = $7, low_since = $8, checked_at = $9
       WHERE network = $1 AND sender = $2 AND asset = $3`,
      [
        s.network,
        s.sender,
        s.asset,
        s.address,
        String(s.balance),
        s.settingsThreshold === null ? null : String(s.settingsThreshold),
        s.low,
        s.lowSince,
        s.checkedAt,
      ],
    );
  },
};
