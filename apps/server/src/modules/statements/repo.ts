import type { Queryable } from '../../db/client';

/** The figures of one asset in a statement (minor units). */
export type AssetFigures = {
  asset: string;
  opening: bigint;
  inflow: bigint;
  outflow: bigint;
  closing: bigint;
  movements: number;
};

export type StatementRow = {
  id: string;
  merchant_id: string;
  month: string;
  /** The time zone its month was cut in (UTC for those generated before merchants had one). */
  timezone: string;
  period_start: Date;
  period_end: Date;
  generated_at: Date;
};

export type StoredStatement = StatementRow & {
  assets: AssetFigures[];
};

const COLUMNS = 'id::text AS id, merchant_id, month, timezone, period_start, period_end, generated_at';

async function withAssets(db: Queryable, rows: StatementRow[]): Promise<StoredStatement[]> {
  if (!rows.length) return [];
  const assets = await db.query<AssetFigures & { statement_id: string }>(
    `SELECT statement_id::text AS statement_id, asset, opening, inflow, outflow, closing, movements
     FROM statement_assets WHERE statement_id = ANY($1::bigint[]) ORDER BY asset`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({ ...r, assets: assets.filter((a) => a.statement_id === r.id) }));
}

/** SQL of the statements' own tables. */
export const statementRepo = {
  /** Stores a statement unless one exists for its merchant and month; its id, or null when one did. */
  async insert(
    tx: Queryable,
    s: Omit<StatementRow, 'id'>,
    assets: readonly AssetFigures[],
  ): Promise<string | null> {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO statements (merchant_id, month, timezone, period_start, period_end, generated_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_id, month) DO NOTHING RETURNING id::text AS id`,
      [s.merchant_id, s.month, s.timezone, s.period_start, s.period_end, s.generated_at],
    );
    if (!row) return null;
    for (const a of assets) {
      await tx.query(
        `INSERT INTO statement_assets (statement_id, asset, opening, inflow, outflow, closing, movements)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [row.id, a.asset, a.opening, a.inflow, a.outflow, a.closing, a.movements],
      );
    }
    return row.id;
  },

  async exists(db: Queryable, merchantId: string, month: string): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM statements WHERE merchant_id = $1 AND month = $2', [
      merchantId,
      month,
    ]);
    return rows.length > 0;
  },

  /** A merchant's statements, newest month first, after the month `before` (excluded). */
  async list(db: Queryable, merchantId: string, limit: number, before?: string): Promise<StoredStatement[]> {
    const rows = await db.query<StatementRow>(
      `SELECT ${COLUMNS} FROM statements WHERE merchant_id = $1 AND ($2::text IS NULL OR month < $2)
       ORDER BY month DESC LIMIT $3`,
      [merchantId, before ?? null, limit],
    );
    return withAssets(db, rows);
  },

  /** One statement of the merchant; null for another merchant's or an unknown id. */
  async get(db: Queryable, merchantId: string, id: string): Promise<StoredStatement | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const rows = await db.query<StatementRow>(
      `SELECT ${COLUMNS} FROM statements WHERE id = $1 AND merchant_id = $2`,
      [id, merchantId],
    );
    return (await withAssets(db, rows))[0] ?? null;
  },

  /**
   * Claims statements whose mails have not gone out: marks them mailed at once (rows another
   * instance is claiming are skipped), so that the mails are sent outside any transaction.
   */
  async claimUnmailed(db: Queryable, limit: number, at: Date): Promise<StoredStatement[]> {
    const rows = await db.query<StatementRow>(
      `UPDATE statements SET mailed_at = $2 WHERE id IN (
         SELECT id FROM statements WHERE mailed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       ) RETURNING ${COLUMNS}`,
      [limit, at],
    );
    return withAssets(db, rows);
  },

  /** Gives a claimed statement back (its mails failed): the next run tries again. */
  async releaseClaim(db: Queryable, id: string): Promise<void> {
    await db.query('UPDATE statements SET mailed_at = NULL WHERE id = $1', [id]);
  },
};
