import type { BankAccountInput } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { rowsForPage, type TimeIdPosition } from '../../platform/paging';

export interface BankAccountRow {
  id: string;
  account_name: string;
  bank_name: string;
  account_number: string;
  swift_code: string;
  city: string;
  province: string;
  postcode: string;
  country: string;
  currency: string;
  account_type: 'personal' | 'company';
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
  [key: string]: unknown;
}

const COLUMNS = `id, account_name, bank_name, account_number, swift_code, city, province, postcode,
  country, currency, account_type, is_default, created_at, updated_at`;

type Fields = Omit<BankAccountInput, 'is_default'>;
const values = (f: Fields) => [
  f.account_name,
  f.bank_name,
  f.account_number,
  f.swift_code,
  f.city,
  f.province,
  f.postcode,
  f.country,
  f.currency,
  f.account_type,
];

export const bankAccountRepo = {
  /** Default first, then newest; `limit + 1` rows so the caller knows whether more follow. */
  async list(
    db: Queryable,
    merchantId: string,
    limit: number,
    after: (TimeIdPosition & { rank: number }) | undefined,
  ): Promise<BankAccountRow[]> {
    return db.query<BankAccountRow>(
      `SELECT ${COLUMNS} FROM bank_accounts WHERE merchant_id = $1
         AND ($2::int IS NULL OR (is_default::int, created_at, id) < ($2::int, $3::timestamptz, $4::uuid))
       ORDER BY is_default DESC, created_at DESC, id DESC LIMIT $5`,
      [merchantId, after?.rank ?? null, after?.at ?? null, after?.id ?? null, rowsForPage(limit)],
    );
  },

  async count(db: Queryable, merchantId: string): Promise<number> {
    const rows = await db.query<{ n: bigint | number }>(
      'SELECT count(*) AS n FROM bank_accounts WHERE merchant_id = $1',
      [merchantId],
    );
    return Number(rows[0]?.n ?? 0);
  },

  async mine(db: Queryable, merchantId: string, id: string, forUpdate = false) {
    const rows = await db.query<BankAccountRow>(
      `SELECT ${COLUMNS} FROM bank_accounts WHERE id = $1 AND merchant_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
      [id, merchantId],
    );
    return rows[0];
  },

  async insert(db: Queryable, merchantId: string, f: Fields, isDefault: boolean, now: Date) {
    const rows = await db.query<BankAccountRow>(
      `INSERT INTO bank_accounts (merchant_id, account_name, bank_name, account_number, swift_code, city,
         province, postcode, country, currency, account_type, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING ${COLUMNS}`,
      [merchantId, ...values(f), isDefault, now],
    );
    return rows[0]!;
  },

  async update(db: Queryable, merchantId: string, id: string, f: Fields, now: Date) {
    const rows = await db.query<BankAccountRow>(
      `UPDATE bank_accounts SET account_name = $3, bank_name = $4, account_number = $5, swift_code = $6,
         city = $7, province = $8, postcode = $9, country = $10, currency = $11, account_type = $12,
         updated_at = $13
       WHERE id = $1 AND merchant_id = $2 RETURNING ${COLUMNS}`,
      [id, merchantId, ...values(f), now],
    );
    return rows[0];
  },

  /** Makes one account the default and every other account of the merchant not. */
  async makeDefault(db: Queryable, merchantId: string, id: string, now: Date): Promise<void> {
    await db.query(
      `UPDATE bank_accounts SET is_default = false, updated_at = $3
       WHERE merchant_id = $1 AND is_default AND id <> $2`,
      [merchantId, id, now],
    );
    await db.query(
      'UPDATE bank_accounts SET is_default = true, updated_at = $3 WHERE id = $2 AND merchant_id = $1',
      [merchantId, id, now],
    );
  },

  async remove(db: Queryable, merchantId: string, id: string): Promise<BankAccountRow | undefined> {
    const rows = await db.query<BankAccountRow>(
      `DELETE FROM bank_accounts WHERE id = $1 AND merchant_id = $2 RETURNING ${COLUMNS}`,
      [id, merchantId],
    );
    return rows[0];
  },

  /** The newest account of the merchant, if any. */
  async newest(db: Queryable, merchantId: string): Promise<{ id: string } | undefined> {
    const rows = await db.query<{ id: string }>(
      'SELECT id FROM bank_accounts WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [merchantId],
    );
    return rows[0];
  },

  /** Serialises changes of one merchant's accounts (the default flag and the count limit). */
  async lockMerchant(tx: Queryable, merchantId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bank-accounts:${merchantId}`]);
  },
};
