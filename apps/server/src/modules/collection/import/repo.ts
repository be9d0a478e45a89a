import type { ImportColumn, MessageKey } from '@mc/contract';
import type { Queryable } from '../../../db/client';
import type { NewCollectionAccount } from '../account-rows';

/** A problem as kept: rendered in the reader's language when read. */
export interface StoredProblem {
  row: number;
  column: ImportColumn | null;
  code: MessageKey;
  params: Record<string, string | number>;
}

/** A valid row as kept until committed: name, reference, email, asset, network, amount (minor units), remark, row. */
export type StoredRow = [string, string, string, string, string, string | null, string | null, number];

export type ImportRow = {
  id: string;
  merchant_id: string;
  file_name: string;
  format: 'csv' | 'xlsx';
  encoding: string | null;
  status: 'previewed' | 'committed';
  rows_total: number;
  rows_valid: number;
  rows_existing: number;
  errors: StoredProblem[];
  errors_total: number;
  created: number;
  created_at: Date;
  committed_at: Date | null;
};

export interface NewImport extends Omit<ImportRow, 'status' | 'created' | 'committed_at'> {
  sha256: string;
  rows: StoredRow[];
}

/** What a preview's check against the merchant's accounts changes. */
export interface Counts {
  rows_valid: number;
  rows_existing: number;
  errors: StoredProblem[];
  errors_total: number;
  rows: StoredRow[];
}

const COLUMNS = `id, merchant_id, file_name, format, encoding, status, rows_total, rows_valid, rows_existing,
  errors, errors_total, created, created_at, committed_at`;

export const storedRow = (row: number, a: NewCollectionAccount): StoredRow => [
  a.customer_name,
  a.customer_ref,
  a.email,
  a.asset,
  a.network,
  a.expected_amount === null ? null : String(a.expected_amount),
  a.remark,
  row,
];

export const accountOf = (r: StoredRow): NewCollectionAccount => ({
  customer_name: r[0],
  customer_ref: r[1],
  email: r[2],
  asset: r[3],
  network: r[4],
  expected_amount: r[5] === null ? null : BigInt(r[5]),
  remark: r[6],
});

export const importRepo = {
  /** Keeps a preview; null when the merchant already has one of this file (the same SHA-256). */
  async insert(q: Queryable, i: NewImport): Promise<ImportRow | null> {
    const [row] = await q.query<ImportRow>(
      `INSERT INTO collection_imports (id, merchant_id, sha256, file_name, format, encoding, rows_total, rows_valid,
         rows_existing, errors, errors_total, rows, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::jsonb, $13)
       ON CONFLICT (merchant_id, sha256) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        i.id,
        i.merchant_id,
        i.sha256,
        i.file_name,
        i.format,
        i.encoding,
        i.rows_total,
        i.rows_valid,
        i.rows_existing,
        JSON.stringify(i.errors),
        i.errors_total,
        JSON.stringify(i.rows),
        i.created_at,
      ],
    );
    return row ?? null;
  },

  async bySha256(q: Queryable, merchantId: string, sha256: string): Promise<ImportRow | null> {
    const [row] = await q.query<ImportRow>(
      `SELECT ${COLUMNS} FROM collection_imports WHERE merchant_id = $1 AND sha256 = $2`,
      [merchantId, sha256],
    );
    return row ?? null;
  },

  /** One of the merchant's imports (null for another merchant's), locked when asked, with its rows to create. */
  async get(q: Queryable, merchantId: string, id: string, lock = false): Promise<ImportRow | null> {
    const [row] = await q.query<ImportRow>(
      `SELECT ${COLUMNS} FROM collection_imports WHERE id = $1 AND merchant_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, merchantId],
    );
    return row ?? null;
  },

  async rows(q: Queryable, id: string): Promise<StoredRow[]> {
    const [row] = await q.query<{ rows: StoredRow[] }>('SELECT rows FROM collection_imports WHERE id = $1', [
      id,
    ]);
    return row?.rows ?? [];
  },

  async recount(q: Queryable, id: string, c: Counts): Promise<void> {
    await q.query(
      `UPDATE collection_imports SET rows_valid = $2, rows_existing = $3, errors = $4::jsonb, errors_total = $5,
         rows = $6::jsonb
       WHERE id = $1 AND status = 'previewed'`,
      [id, c.rows_valid, c.rows_existing, JSON.stringify(c.errors), c.errors_total, JSON.stringify(c.rows)],
    );
  },

  /** Marks an import committed with what it created; its rows are no longer kept. */
  async committed(q: Queryable, id: string, created: number, existing: number, at: Date): Promise<ImportRow> {
    const [row] = await q.query<ImportRow>(
      `UPDATE collection_imports SET status = 'committed', created = $2, rows_existing = $3, committed_at = $4,
         rows = '[]'::jsonb
       WHERE id = $1
       RETURNING ${COLUMNS}`,
      [id, created, existing, at],
    );
    return row!;
  },

  /** The merchant's accounts of these references, with the facts an import compares. */
  existing(q: Queryable, merchantId: string, refs: readonly string[]) {
    return q.query<NewCollectionAccount>(
      `SELECT customer_name, customer_ref, email, asset, network, expected_amount, remark
       FROM collection_accounts WHERE merchant_id = $1 AND customer_ref = ANY($2::text[])`,
      [merchantId, refs],
    );
  },
};
