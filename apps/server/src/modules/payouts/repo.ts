import type { PayoutKind, PayoutStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { overEventRows } from '../../platform/event-rows';
import { type InsertRow, insertRows } from '../../platform/money-route';
import {
  listConditions,
  type MoneyListFilter,
  rowsForPage,
  type TimeIdPosition,
} from '../../platform/paging';

/** What a payout is made with. */
export interface NewPayout {
  id: string;
  merchant_id: string;
  kind: PayoutKind;
  asset: string;
  network: string | null;
  amount: bigint;
  fee: bigint;
  total: bigint;
  to_address: string | null;
  payee_id: string | null;
  payee_name: string | null;
  new_address: boolean;
  remark: string;
  quote_id: string | null;
  fiat_currency: string | null;
  fiat_amount: bigint | null;
  rate: string | null;
  usd_value: bigint;
  needs_approval: boolean;
  /** The user who made it (an API key's user); null for payouts older than users. */
  created_by: string | null;
  created_at: Date;
}

type Required =
  | 'id'
  | 'merchant_id'
  | 'kind'
  | 'asset'
  | 'amount'
  | 'fee'
  | 'total'
  | 'usd_value'
  | 'needs_approval'
  | 'created_by'
  | 'created_at';

/** A new payout: what its kind does not use is empty (no network, address, payee, quote or remark). */
export const newPayout = (p: Pick<NewPayout, Required> & Partial<NewPayout>): NewPayout => ({
  network: null,
  to_address: null,
  payee_id: null,
  payee_name: null,
  new_address: false,
  remark: '',
  quote_id: null,
  fiat_currency: null,
  fiat_amount: null,
  rate: null,
  ...p,
});

export interface PayoutRow extends NewPayout {
  status: PayoutStatus;
  tx_hash: string | null;
  failure_reason: string | null;
  decision: 'approved' | 'rejected' | null;
  decided_by: string | null;
  decider_email: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  creator_name?: string | null;
  creator_email?: string | null;
  updated_at: Date;
  completed_at: Date | null;
  /** A bank transfer's account (from its `bank_sends` row); null for the other kinds. */
  bank_account_id?: string | null;
  bank_account_name?: string | null;
  bank_name?: string | null;
  bank_account_number?: string | null;
  bank_swift?: string | null;
  bank_country?: string | null;
  [key: string]: unknown;
}

// The deciding operator's email, the merchant's name and the creating user come from the views of
// their modules (operator_emails of ops, merchant_profiles of merchants, user_profiles of auth).
// A bank transfer's account comes from its own send row (bank_sends).
const BANK = `b.bank_account_id, b.account_name AS bank_account_name, b.bank_name,
  b.account_number AS bank_account_number, b.swift_code AS bank_swift, b.country AS bank_country`;
const CREATOR = 'u.name AS creator_name, u.email AS creator_email';
const SELECT = `SELECT p.*, o.email AS decider_email, ${BANK}, ${CREATOR} FROM payouts p
  LEFT JOIN operator_emails o ON o.id = p.decided_by LEFT JOIN bank_sends b ON b.payout_id = p.id
  LEFT JOIN user_profiles u ON u.id = p.created_by`;
const WITH_MERCHANT = `SELECT p.*, o.email AS decider_email, m.merchant_name, ${BANK}, ${CREATOR} FROM payouts p
  JOIN merchant_profiles m ON m.id = p.merchant_id LEFT JOIN operator_emails o ON o.id = p.decided_by
  LEFT JOIN bank_sends b ON b.payout_id = p.id LEFT JOIN user_profiles u ON u.id = p.created_by`;

export interface PayoutFilter extends MoneyListFilter {
  kind: PayoutKind;
}

export const payoutRepo = {
  /** The rows events kept (jsonb texts of payouts rows), read as `get` reads a payout, in their order. */
  eventRows(q: Queryable, rows: readonly string[]): Promise<PayoutRow[]> {
    return q.query<PayoutRow>(overEventRows(SELECT, 'payouts', 'p'), [rows]);
  },

  /** The row `newPayoutRow` inserts, as `get` would read it (a new payout has no decision or hash yet). */
  newRow(p: NewPayout, status: PayoutStatus): PayoutRow {
    return {
      ...p,
      status,
      tx_hash: null,
      failure_reason: null,
      decision: null,
      decided_by: null,
      decider_email: null,
      decided_at: null,
      decision_reason: null,
      creator_name: null,
      creator_email: null,
      updated_at: p.created_at,
      completed_at: null,
    };
  },

  /** The row of a new payout, described for the statement that inserts it. */
  newPayoutRow(p: NewPayout, status: PayoutStatus): InsertRow {
    return {
      table: 'payouts',
      columns: {
        id: [p.id, 'uuid'],
        merchant_id: [p.merchant_id, 'uuid'],
        kind: [p.kind, 'text'],
        status: [status, 'text'],
        asset: [p.asset, 'text'],
        network: [p.network, 'text'],
        amount: [p.amount, 'bigint'],
        fee: [p.fee, 'bigint'],
        total: [p.total, 'bigint'],
        to_address: [p.to_address, 'text'],
        payee_id: [p.payee_id, 'uuid'],
        payee_name: [p.payee_name, 'text'],
        new_address: [p.new_address, 'boolean'],
        remark: [p.remark, 'text'],
        quote_id: [p.quote_id, 'uuid'],
        fiat_currency: [p.fiat_currency, 'text'],
        fiat_amount: [p.fiat_amount, 'bigint'],
        rate: [p.rate, 'numeric'],
        usd_value: [p.usd_value, 'bigint'],
        needs_approval: [p.needs_approval, 'boolean'],
        created_by: [p.created_by, 'uuid'],
        created_at: [p.created_at, 'timestamptz'],
        updated_at: [p.created_at, 'timestamptz'],
      },
    };
  },

  async insert(q: Queryable, p: NewPayout, status: PayoutStatus): Promise<void> {
    await insertRows(q, [payoutRepo.newPayoutRow(p, status)]);
  },

  async get(q: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<PayoutRow | undefined> {
    if (opts.lock) await q.query('SELECT 1 FROM payouts WHERE id = $1 FOR UPDATE', [id]);
    const [row] = await q.query<PayoutRow>(`${SELECT} WHERE p.id = $1`, [id], { prepared: true });
    return row;
  },

  async update(
    q: Queryable,
    id: string,
    at: Date,
    change: Partial<
      Pick<
        PayoutRow,
        | 'status'
        | 'tx_hash'
        | 'failure_reason'
        | 'decision'
        | 'decided_by'
        | 'decided_at'
        | 'decision_reason'
        | 'completed_at'
      >
    >,
  ): Promise<void> {
    const names = Object.keys(change);
    const sets = names.map((n, i) => `${n} = $${i + 3}`);
    await q.query(
      `UPDATE payouts SET updated_at = $2${sets.length ? `, ${sets.join(', ')}` : ''} WHERE id = $1`,
      [id, at, ...names.map((n) => change[n as keyof typeof change])],
    );
  },

  async list(q: Queryable, merchantId: string, f: PayoutFilter): Promise<PayoutRow[]> {
    const c = listConditions();
    c.add('p.merchant_id = ?0 AND p.kind = ?1', merchantId, f.kind);
    if (f.status) c.add('p.status = ?0', f.status);
    if (f.asset) c.add('p.asset = ?0', f.asset);
    if (f.network) c.add('p.network = ?0', f.network);
    if (f.from) c.add('p.created_at >= ?0', new Date(f.from));
    if (f.to) c.add('p.created_at < ?0', new Date(f.to));
    if (f.q)
      c.add(
        `(p.to_address = ?0 OR p.tx_hash = ?0 OR p.remark ILIKE '%' || ?0 || '%' OR p.id::text = ?0)`,
        f.q,
      );
    c.after('p.created_at', 'p.id', f.after, '<');
    const limit = c.limit(f.limit);
    return q.query<PayoutRow>(
      `${SELECT} WHERE ${c.where()} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`,
      c.params,
    );
  },

  async withMerchant(q: Queryable, id: string): Promise<(PayoutRow & { merchant_name: string }) | undefined> {
    const [row] = await q.query<PayoutRow & { merchant_name: string }>(`${WITH_MERCHANT} WHERE p.id = $1`, [
      id,
    ]);
    return row;
  },

  /** Payouts in one status, oldest first, with the merchant's name (the operators' queue). */
  async byStatus(
    q: Queryable,
    status: string,
    limit: number,
    after?: TimeIdPosition,
  ): Promise<(PayoutRow & { merchant_name: string })[]> {
    const args: unknown[] = [status, rowsForPage(limit)];
    let cursor = '';
    if (after) {
      args.push(after.at, after.id);
      cursor = 'AND (p.created_at, p.id) > ($3, $4)';
    }
    return q.query<PayoutRow & { merchant_name: string }>(
      `${WITH_MERCHANT} WHERE p.status = $1 ${cursor} ORDER BY p.created_at, p.id LIMIT $2`,
      args,
    );
  },
};
