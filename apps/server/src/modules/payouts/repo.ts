import type { PayoutKind, PayoutStatus } from '@mc/contract';
import type { Db, Queryable } from '../../db/client';
import { type Bind, sharedStatementsOf, writeAlone } from '../../platform/shared-statements';
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
  /** The row `insertWrites` creates, as `get` would read it (a new payout has no decision or hash yet). */
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
      updated_at: p.created_at,
      completed_at: null,
    };
  },

  /** Inserts the payout: a data-modifying CTE `<prefix>new_payout` drawing from `gate`. */
  insertWrites(bind: Bind, gate: string, prefix: string, p: NewPayout, status: PayoutStatus): string {
    const at = bind(p.created_at);
    return `${prefix}new_payout AS (
      INSERT INTO payouts (id, merchant_id, kind, status, asset, network, amount, fee, total, to_address, payee_id,
        payee_name, new_address, remark, quote_id, fiat_currency, fiat_amount, rate, usd_value, needs_approval,
        created_at, updated_at)
      SELECT ${bind(p.id)}::uuid, ${bind(p.merchant_id)}::uuid, ${bind(p.kind)}::text, ${bind(status)}::text,
        ${bind(p.asset)}::text, ${bind(p.network)}::text, ${bind(p.amount)}::bigint, ${bind(p.fee)}::bigint,
        ${bind(p.total)}::bigint, ${bind(p.to_address)}::text, ${bind(p.payee_id)}::uuid, ${bind(p.payee_name)}::text,
        ${bind(p.new_address)}::boolean, ${bind(p.remark)}::text, ${bind(p.quote_id)}::uuid,
        ${bind(p.fiat_currency)}::text, ${bind(p.fiat_amount)}::bigint, ${bind(p.rate)}::numeric,
        ${bind(p.usd_value)}::bigint, ${bind(p.needs_approval)}::boolean, ${at}::timestamptz, ${at}::timestamptz
      FROM ${gate} RETURNING id)`;
  },

  async insert(q: Queryable, p: NewPayout, status: PayoutStatus): Promise<void> {
    await writeAlone(q, (bind, gate, prefix) => payoutRepo.insertWrites(bind, gate, prefix, p, status));
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
   * What a remittance depends on, in one read: whether the merchant's authenticator is bound; the
   * saved payee (the one named by `payeeId`, else the one of the typed `address`); whether the
   * address paid to (the payee's, else the typed one) is one of the platform's deposit addresses and
   * whether the merchant paid out to it before; the merchant's available balance of the asset; the
   * operators' approval threshold (text, USD).
   */
  async remittanceFacts(
    db: Db,
    f: {
      merchantId: string;
      network: string;
      payeeId: string | null;
      address: string;
      asset: string;
      thresholdKey: string;
    },
  ) {
    // Read with the other remittances' facts asked for in the same turn: one statement for them all.
    const row = await sharedStatementsOf(db, 'remittance facts').submit((bind, p) => {
      const merchant = `${bind(f.merchantId)}::uuid`;
      const network = `${bind(f.network)}::text`;
      const address = `${bind(f.address)}::text`;
      const payeeId = `${bind(f.payeeId)}::uuid`;
      return {
        ctes: `${p}payee AS (
         SELECT id, name, network, asset, address FROM payees WHERE id = ${payeeId} AND merchant_id = ${merchant}
         UNION ALL
         SELECT id, name, network, asset, address FROM payees
         WHERE ${payeeId} IS NULL AND merchant_id = ${merchant} AND network = ${network} AND address = ${address}),
       ${p}target AS (SELECT coalesce((SELECT address FROM ${p}payee LIMIT 1), ${address}) AS address)`,
        answer: `SELECT
         coalesce((SELECT totp_enabled FROM merchants WHERE id = ${merchant}), false) AS authenticator_bound,
         py.id AS payee_id, py.name AS payee_name, py.network AS payee_network, py.asset AS payee_asset,
         py.address AS payee_address,
         EXISTS (SELECT 1 FROM receipt_orders
                 WHERE network = ${network} AND deposit_address = (SELECT address FROM ${p}target)) AS own_deposit,
         EXISTS (SELECT 1 FROM payouts WHERE merchant_id = ${merchant} AND network = ${network}
                   AND to_address = (SELECT address FROM ${p}target) AND status NOT IN ('failed', 'rejected')) AS known,
         coalesce((SELECT balance FROM ledger_accounts
                   WHERE account_key = ${bind(accountKey(merchantBucket(f.merchantId, 'available'), f.asset))}), 0::bigint)
           AS available,
         (SELECT value FROM platform_settings WHERE key = ${bind(f.thresholdKey)}) AS approval_threshold
       FROM (SELECT 1) one LEFT JOIN (SELECT * FROM ${p}payee LIMIT 1) py ON true`,
      };
    });
    return row as {
      authenticator_bound: boolean;
      payee_id: string | null;
      payee_name: string | null;
      payee_network: string | null;
      payee_asset: string | null;
      payee_address: string | null;
      own_deposit: boolean;
      known: boolean;
      available: bigint;
      approval_threshold: string | null;
    };
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
