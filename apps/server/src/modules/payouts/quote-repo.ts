import type { Queryable } from '../../db/client';
import type { FxDirection } from './fx-math';

/**
 * A quote of a conversion as stored (`fx_quotes`): `asset` is the crypto side, `currency` the fiat
 * side; amount, fee, converted and remainder are in what is debited, fiat_amount in what arrives.
 */
export interface QuoteRow {
  id: string;
  direction: FxDirection;
  merchant_id: string;
  asset: string;
  currency: string;
  amount: bigint;
  fee: bigint;
  mid_rate: string;
  spread_bps: number;
  rate: string;
  fiat_amount: bigint;
  converted: bigint;
  remainder: bigint;
  source: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  [key: string]: unknown;
}

export type NewQuote = Omit<QuoteRow, 'used_at'>;

export const quoteRepo = {
  async insert(q: Queryable, r: NewQuote): Promise<void> {
    await q.query(
      `INSERT INTO fx_quotes (id, merchant_id, asset, currency, amount, fee, mid_rate, spread_bps, rate, fiat_amount,
         converted, remainder, source, created_at, expires_at, direction)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        r.id,
        r.merchant_id,
        r.asset,
        r.currency,
        r.amount,
        r.fee,
        r.mid_rate,
        r.spread_bps,
        r.rate,
        r.fiat_amount,
        r.converted,
        r.remainder,
        r.source,
        r.created_at,
        r.expires_at,
        r.direction,
      ],
    );
  },

  /** The merchant's quote (locked for the transaction with `lock`). */
  async mine(q: Queryable, merchantId: string, id: string, lock = false): Promise<QuoteRow | undefined> {
    const [row] = await q.query<QuoteRow>(
      `SELECT * FROM fx_quotes WHERE id = $1 AND merchant_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, merchantId],
    );
    return row;
  },

  async get(q: Queryable, id: string): Promise<QuoteRow | undefined> {
    const [row] = await q.query<QuoteRow>('SELECT * FROM fx_quotes WHERE id = $1', [id]);
    return row;
  },

  async spend(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query('UPDATE fx_quotes SET used_at = $2 WHERE id = $1', [id, at]);
  },
};
