import type { Queryable } from '../../db/client';
import { type OpsTopupRow, TOPUP, type TopupRow, WITH_MERCHANT } from './repo';

/** A credit as stored (`fiat_bank_credits`). */
export interface CreditRow {
  credit_id: string;
  source_id: string | null;
  currency: string;
  amount: bigint;
  reference: string;
  payer: string;
  received_at: Date;
  state: 'matched' | 'unmatched' | 'dismissed';
  miss: string | null;
  matched_by: 'rule' | 'operator' | null;
  merchant_id: string | null;
  topup_id: string | null;
  note: string | null;
  [key: string]: unknown;
}

export type NewCredit = Omit<CreditRow, 'note'>;

/** The SQL of the credits the bank brought and their matches. */
export const creditRepo = {
  /** The rail's cursor (locked when asked: one instance applies the rail's credits at a time). */
  async cursor(q: Queryable, rail: string, lock = false): Promise<string | null> {
    await q.query('INSERT INTO fiat_credit_cursor (rail, cursor) VALUES ($1, NULL) ON CONFLICT DO NOTHING', [
      rail,
    ]);
    const [row] = await q.query<{ cursor: string | null }>(
      `SELECT cursor FROM fiat_credit_cursor WHERE rail = $1${lock ? ' FOR UPDATE' : ''}`,
      [rail],
    );
    return row?.cursor ?? null;
  },

  async setCursor(q: Queryable, rail: string, cursor: string | null) {
    await q.query('UPDATE fiat_credit_cursor SET cursor = $2 WHERE rail = $1', [rail, cursor]);
  },

  async insertMany(q: Queryable, cs: NewCredit[]) {
    if (cs.length === 0) return;
    const col = <K extends keyof NewCredit>(k: K) => cs.map((c) => c[k]);
    await q.query(
      `INSERT INTO fiat_bank_credits (credit_id, source_id, currency, amount, reference, payer, received_at, state, miss,
         matched_by, merchant_id, topup_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::timestamptz[],
         $8::text[], $9::text[], $10::text[], $11::uuid[], $12::uuid[])
       ON CONFLICT (credit_id) DO NOTHING`,
      [
        col('credit_id'),
        col('source_id'),
        col('currency'),
        col('amount'),
        col('reference'),
        col('payer'),
        col('received_at'),
        col('state'),
        col('miss'),
        col('matched_by'),
        col('merchant_id'),
        col('topup_id'),
      ],
    );
  },

  get: async (q: Queryable, id: string, lock = false) =>
    (
      await q.query<CreditRow>(
        `SELECT * FROM fiat_bank_credits WHERE credit_id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      )
    )[0],

  async decide(
    q: Queryable,
    id: string,
    d: { state: 'matched' | 'dismissed'; topupId: string | null; note: string | null; by: string; at: Date },
  ) {
    await q.query(
      `UPDATE fiat_bank_credits SET state = $2, topup_id = $3, note = $4, matched_by = CASE WHEN $2 = 'matched' THEN 'operator' END,
         decided_by = $5, decided_at = $6 WHERE credit_id = $1`,
      [id, d.state, d.topupId, d.note, d.by, d.at],
    );
  },

  list: (q: Queryable, state: string, limit: number, after: [Date, string] | null) =>
    q.query<CreditRow>(
      `SELECT * FROM fiat_bank_credits WHERE state = $1
         AND ($2::timestamptz IS NULL OR (received_at, credit_id) > ($2, $3::uuid))
       ORDER BY received_at, credit_id LIMIT $4`,
      [state, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    ),

  /** Per source file: credits matched and credits waiting. */
  countsBySource: (q: Queryable, sources: string[]) =>
    q.query<{ source_id: string; matched: number; unmatched: number }>(
      `SELECT source_id, count(*) FILTER (WHERE state = 'matched')::int AS matched,
         count(*) FILTER (WHERE state = 'unmatched')::int AS unmatched
       FROM fiat_bank_credits WHERE source_id = ANY($1::uuid[]) GROUP BY source_id`,
      [sources],
    ),

  byIds: (q: Queryable, ids: string[]) =>
    q.query<CreditRow>('SELECT * FROM fiat_bank_credits WHERE credit_id = ANY($1::uuid[])', [ids]),

  /** The merchants the top-up references name. */
  async merchantsOfReferences(q: Queryable, refs: string[]): Promise<Map<string, string>> {
    if (refs.length === 0) return new Map();
    const rows = await q.query<{ reference: string; merchant_id: string }>(
      'SELECT reference, merchant_id FROM fiat_references WHERE reference = ANY($1::text[])',
      [refs],
    );
    return new Map(rows.map((r) => [r.reference, r.merchant_id]));
  },

  /** The merchants' submitted top-ups, oldest first, locked. */
  openTopupsOf: (q: Queryable, merchantIds: string[]) =>
    merchantIds.length === 0
      ? Promise.resolve([] as TopupRow[])
      : q.query<TopupRow>(
          `${TOPUP} FROM fiat_topups t WHERE t.merchant_id = ANY($1::uuid[]) AND t.status = 'submitted'
           ORDER BY t.created_at, t.id FOR UPDATE`,
          [merchantIds],
        ),

  /** Candidates for an operator: the merchant's submitted top-ups in the currency, else any of the amount. */
  candidates: (q: Queryable, c: Pick<CreditRow, 'merchant_id' | 'currency' | 'amount'>) =>
    q.query<OpsTopupRow>(
      `${WITH_MERCHANT} WHERE t.status = 'submitted' AND t.currency = $1
         AND (CASE WHEN $2::uuid IS NULL THEN t.amount = $3 ELSE t.merchant_id = $2 END)
       ORDER BY t.created_at, t.id LIMIT 10`,
      [c.currency, c.merchant_id, c.amount],
    ),
};
