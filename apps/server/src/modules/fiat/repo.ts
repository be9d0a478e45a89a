import type { TopupStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { overEventRows } from '../../platform/event-rows';
import { rowsForPage, type TimeIdPosition } from '../../platform/paging';

export type CurrencyRow = {
  code: string;
  enabled: boolean;
  beneficiary: string;
  bank_name: string;
  account_number: string;
  swift_code: string;
  bank_address: string;
};

export type TopupRow = {
  id: string;
  merchant_id: string;
  reference: string;
  currency: string;
  amount: bigint;
  value_date: string;
  bank_account_id: string;
  bank_name: string;
  account_name: string;
  account_number_masked: string;
  statement_key: string;
  statement_name: string;
  statement_mime: string;
  statement_size: number;
  status: TopupStatus;
  amount_received: bigint | null;
  fee: bigint | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  entry_id: bigint | null;
  /** The user who submitted it. */
  created_by: string | null;
  created_at: Date;
};

export type OpsTopupRow = TopupRow & { merchant_name: string; decider_email: string | null };

export type NewTopup = Omit<
  TopupRow,
  'status' | 'amount_received' | 'fee' | 'reason' | 'decided_by' | 'decided_at' | 'entry_id'
>;

export const TOPUP = `SELECT t.id, t.merchant_id, t.reference, t.currency, t.amount, to_char(t.value_date, 'YYYY-MM-DD') AS value_date,
  t.bank_account_id, t.bank_name, t.account_name, t.account_number_masked, t.statement_key, t.statement_name,
  t.statement_mime, t.statement_size, t.status, t.amount_received, t.fee, t.reason, t.decided_by, t.decided_at,
  t.entry_id, t.created_at`;
export const WITH_MERCHANT = `${TOPUP}, m.merchant_name, o.email AS decider_email FROM fiat_topups t
  JOIN merchant_profiles m ON m.id = t.merchant_id LEFT JOIN operator_emails o ON o.id = t.decided_by`;
const CURRENCY =
  'SELECT code, enabled, beneficiary, bank_name, account_number, swift_code, bank_address FROM fiat_currencies';

/** The SQL of the fiat module's own tables: currencies, references, top-ups. */
export const fiatRepo = {
  /** The rows events kept (jsonb texts of fiat_topups rows), read as `get` reads a top-up, in their order. */
  eventRows(q: Queryable, rows: readonly string[]): Promise<TopupRow[]> {
    return q.query<TopupRow>(overEventRows(`${TOPUP} FROM fiat_topups t`, 'fiat_topups', 't'), [rows]);
  },

  currencies(q: Queryable, enabledOnly: boolean): Promise<CurrencyRow[]> {
    return q.query<CurrencyRow>(`${CURRENCY} ${enabledOnly ? 'WHERE enabled' : ''} ORDER BY sort, code`);
  },

  async currency(q: Queryable, code: string): Promise<CurrencyRow | undefined> {
    return (await q.query<CurrencyRow>(`${CURRENCY} WHERE code = $1`, [code]))[0];
  },

  async setEnabled(q: Queryable, code: string, enabled: boolean, at: Date, by: string) {
    await q.query(
      'UPDATE fiat_currencies SET enabled = $2, updated_at = $3, updated_by = $4 WHERE code = $1',
      [code, enabled, at, by],
    );
  },

  async reference(q: Queryable, merchantId: string): Promise<string | undefined> {
    const rows = await q.query<{ reference: string }>(
      'SELECT reference FROM fiat_references WHERE merchant_id = $1',
      [merchantId],
    );
    return rows[0]?.reference;
  },

  /** Stores a reference unless the merchant has one; false when the reference is taken by another. */
  async insertReference(q: Queryable, merchantId: string, reference: string, at: Date): Promise<void> {
    await q.query(
      `INSERT INTO fiat_references (merchant_id, reference, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [merchantId, reference, at],
    );
  },

  async insertTopup(q: Queryable, t: NewTopup): Promise<void> {
    await q.query(
      `INSERT INTO fiat_topups (id, merchant_id, reference, currency, amount, value_date, bank_account_id, bank_name,
         account_name, account_number_masked, statement_key, statement_name, statement_mime, statement_size, created_at,
         created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        t.id,
        t.merchant_id,
        t.reference,
        t.currency,
        t.amount,
        t.value_date,
        t.bank_account_id,
        t.bank_name,
        t.account_name,
        t.account_number_masked,
        t.statement_key,
        t.statement_name,
        t.statement_mime,
        t.statement_size,
        t.created_at,
        t.created_by,
      ],
    );
  },

  async get(q: Queryable, id: string, lock = false): Promise<TopupRow | undefined> {
    const rows = await q.query<TopupRow>(
      `${TOPUP} FROM fiat_topups t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0];
  },

  async withMerchant(q: Queryable, id: string): Promise<OpsTopupRow | undefined> {
    return (await q.query<OpsTopupRow>(`${WITH_MERCHANT} WHERE t.id = $1`, [id]))[0];
  },

  /** A merchant's top-ups, newest first. */
  mine(
    q: Queryable,
    merchantId: string,
    status: TopupStatus | undefined,
    limit: number,
    after?: TimeIdPosition,
  ) {
    const args: unknown[] = [merchantId, rowsForPage(limit), status ?? null];
    let cursor = '';
    if (after) {
      args.push(after.at, after.id);
      cursor = 'AND (t.created_at, t.id) < ($4, $5)';
    }
    return q.query<TopupRow>(
      `${TOPUP} FROM fiat_topups t WHERE t.merchant_id = $1 AND ($3::text IS NULL OR t.status = $3) ${cursor}
       ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
      args,
    );
  },

  /** The operators' queue: every merchant's top-ups in one status, oldest first. */
  byStatus(q: Queryable, status: TopupStatus, limit: number, after?: TimeIdPosition) {
    const args: unknown[] = [status, rowsForPage(limit)];
    let cursor = '';
    if (after) {
      args.push(after.at, after.id);
      cursor = 'AND (t.created_at, t.id) > ($3, $4)';
    }
    return q.query<OpsTopupRow>(
      `${WITH_MERCHANT} WHERE t.status = $1 ${cursor} ORDER BY t.created_at, t.id LIMIT $2`,
      args,
    );
  },

  /** Approves top-ups with what arrived, their fees and their ledger entries (one statement). */
  async approveMany(
    q: Queryable,
    rows: { id: string; received: bigint; fee: bigint; entryId: bigint }[],
    by: string | null,
    at: Date,
  ): Promise<void> {
    await q.query(
      `UPDATE fiat_topups t SET status = 'approved', amount_received = v.received, fee = v.fee, decided_by = $5,
         decided_at = $6, entry_id = v.entry_id
       FROM unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::bigint[]) AS v(id, received, fee, entry_id)
       WHERE t.id = v.id`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.received),
        rows.map((r) => r.fee),
        rows.map((r) => r.entryId),
        by,
        at,
      ],
    );
  },

  async reject(q: Queryable, id: string, d: { reason: string; by: string; at: Date }): Promise<void> {
    await q.query(
      `UPDATE fiat_topups SET status = 'rejected', reason = $2, decided_by = $3, decided_at = $4 WHERE id = $1`,
      [id, d.reason, d.by, d.at],
    );
  },

  /** What the ledger check compares with the postings: every top-up's status and amounts. */
  facts(q: Queryable) {
    return q.query<{
      id: string;
      status: TopupStatus;
      currency: string;
      amount_received: bigint | null;
      fee: bigint | null;
      entry_id: bigint | null;
    }>('SELECT id::text AS id, status, currency, amount_received, fee, entry_id FROM fiat_topups');
  },
};
