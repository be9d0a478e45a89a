import type { PayoutKind, PayoutStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { accountKey, merchantBucket } from '../ledger/accounts';

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
  created_at: Date;
}

export interface PayoutRow extends NewPayout {
  status: PayoutStatus;
  tx_hash: string | null;
  failure_reason: string | null;
  decision: 'approved' | 'rejected' | null;
  decided_by: string | null;
  decider_email: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  updated_at: Date;
  completed_at: Date | null;
  [key: string]: unknown;
}

const SELECT = `SELECT p.*, o.email AS decider_email FROM payouts p LEFT JOIN operators o ON o.id = p.decided_by`;

export interface PayoutFilter {
  kind: PayoutKind;
  status?: string;
  asset?: string;
  network?: string;
  q?: string;
  from?: string;
  to?: string;
  limit: number;
  after?: { at: Date; id: string };
}

export const payoutRepo = {
  async insert(q: Queryable, p: NewPayout, status: PayoutStatus): Promise<void> {
    await q.query(
      `INSERT INTO payouts (id, merchant_id, kind, status, asset, network, amount, fee, total, to_address, payee_id,
         payee_name, new_address, remark, quote_id, fiat_currency, fiat_amount, rate, usd_value, needs_approval,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21)`,
      [
        p.id,
        p.merchant_id,
        p.kind,
        status,
        p.asset,
        p.network,
        p.amount,
        p.fee,
        p.total,
        p.to_address,
        p.payee_id,
        p.payee_name,
        p.new_address,
        p.remark,
        p.quote_id,
        p.fiat_currency,
        p.fiat_amount,
        p.rate,
        p.usd_value,
        p.needs_approval,
        p.created_at,
      ],
      { prepared: true },
    );
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

  /**
   * What a remittance to `address` depends on besides its recipient, in one read: whether the
   * address is one of the platform's deposit addresses, whether the merchant paid out to it before,
   * the merchant's available balance of the asset and the operators' approval threshold (text, USD).
   */
  async remittanceFacts(
    q: Queryable,
    f: { merchantId: string; network: string; address: string; asset: string; thresholdKey: string },
  ) {
    const [row] = await q.query<{
      own_deposit: boolean;
      known: boolean;
      available: bigint;
      approval_threshold: string | null;
    }>(
      `SELECT
         EXISTS (SELECT 1 FROM receipt_orders WHERE network = $2 AND deposit_address = $3) AS own_deposit,
         EXISTS (SELECT 1 FROM payouts WHERE merchant_id = $1 AND network = $2 AND to_address = $3
                   AND status NOT IN ('failed', 'rejected')) AS known,
         coalesce((SELECT balance FROM ledger_accounts WHERE account_key = $4), 0::bigint) AS available,
         (SELECT value FROM platform_settings WHERE key = $5) AS approval_threshold`,
      [
        f.merchantId,
        f.network,
        f.address,
        accountKey(merchantBucket(f.merchantId, 'available'), f.asset),
        f.thresholdKey,
      ],
      { prepared: true },
    );
    return row!;
  },

  async list(q: Queryable, merchantId: string, f: PayoutFilter): Promise<PayoutRow[]> {
    const where = ['p.merchant_id = $1', 'p.kind = $2'];
    const args: unknown[] = [merchantId, f.kind];
    const add = (sql: string, value: unknown) => {
      args.push(value);
      where.push(sql.replaceAll('?', `$${args.length}`));
    };
    if (f.status) add('p.status = ?', f.status);
    if (f.asset) add('p.asset = ?', f.asset);
    if (f.network) add('p.network = ?', f.network);
    if (f.from) add('p.created_at >= ?', new Date(f.from));
    if (f.to) add('p.created_at < ?', new Date(f.to));
    if (f.q)
      add(`(p.to_address = ? OR p.tx_hash = ? OR p.remark ILIKE '%' || ? || '%' OR p.id::text = ?)`, f.q);
    if (f.after) {
      args.push(f.after.at, f.after.id);
      where.push(`(p.created_at, p.id) < ($${args.length - 1}, $${args.length})`);
    }
    args.push(f.limit + 1);
    return q.query<PayoutRow>(
      `${SELECT} WHERE ${where.join(' AND ')} ORDER BY p.created_at DESC, p.id DESC LIMIT $${args.length}`,
      args,
    );
  },

  async withMerchant(q: Queryable, id: string): Promise<(PayoutRow & { merchant_name: string }) | undefined> {
    const [row] = await q.query<PayoutRow & { merchant_name: string }>(
      `SELECT p.*, o.email AS decider_email, m.merchant_name FROM payouts p
       JOIN merchants m ON m.id = p.merchant_id LEFT JOIN operators o ON o.id = p.decided_by WHERE p.id = $1`,
      [id],
    );
    return row;
  },

  /** Payouts in one status, oldest first, with the merchant's name (the operators' queue). */
  async byStatus(
    q: Queryable,
    status: string,
    limit: number,
    after?: { at: Date; id: string },
  ): Promise<(PayoutRow & { merchant_name: string })[]> {
    const args: unknown[] = [status, limit + 1];
    let cursor = '';
    if (after) {
      args.push(after.at, after.id);
      cursor = 'AND (p.created_at, p.id) > ($3, $4)';
    }
    return q.query<PayoutRow & { merchant_name: string }>(
      `SELECT p.*, o.email AS decider_email, m.merchant_name FROM payouts p
       JOIN merchants m ON m.id = p.merchant_id LEFT JOIN operators o ON o.id = p.decided_by
       WHERE p.status = $1 ${cursor} ORDER BY p.created_at, p.id LIMIT $2`,
      args,
    );
  },
};
