import type {
  CollectionAccountListQuery,
  CollectionAccountStatus,
  CollectionExportQuery,
  CreateCollectionAccountBody,
  Lang,
} from '@mc/contract';
import { toMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { calendarMonthIn } from '../../platform/calendar-month';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import { type Catalogue, confirmationsRequired } from '../crypto';
import { merchantTimeZone } from '../merchants';
import type { CollectionAccountRow, NewCollectionAccount } from './account-rows';
import { accountCreator } from './create-accounts';
import { accountsExport } from './export';
import { collectionRepo as repo } from './repo';
import { toCollectionAccount, toCollectionDeposit } from './view';

/** How many of an account's transfers its detail lists (newest first). */
const DETAIL_DEPOSITS = 100;

/**
 * Batch collection for merchants: accounts created, listed, read with their transfers, disabled and
 * enabled, exported; and the payer's page of an account. Months count in the merchant's time zone.
 */
export function collectionService(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { db, clock } = deps;
  const createAccounts = accountCreator(deps.chain, clock);

  /** The merchant's current calendar month in its time zone. */
  async function currentMonth(q: Queryable, merchantId: string) {
    return calendarMonthIn(clock.now(), await merchantTimeZone.of(q, merchantId));
  }

  /** The answers of some accounts of one merchant: two reads for all of them, whatever their number. */
  async function viewsOf(q: Queryable, rows: readonly CollectionAccountRow[], month: string) {
    const ids = rows.map((r) => r.id);
    const totals = await repo.totals(q, ids);
    const thisMonth = await repo.month(q, ids, month);
    const c = await catalogue();
    const publicUrl = deps.publicUrl.base();
    return (r: CollectionAccountRow) =>
      toCollectionAccount(r, {
        totals: totals.get(r.id),
        thisMonth: thisMonth.get(r.id),
        month,
        decimals: c.decimals.get(r.asset) ?? 6,
        publicUrl,
      });
  }

  async function viewOf(q: Queryable, row: CollectionAccountRow) {
    return (await viewsOf(q, [row], await currentMonth(q, row.merchant_id)))(row);
  }

  /** A row to create from the form: the asset on its network, the expected amount in minor units. */
  async function newAccount(body: CreateCollectionAccountBody): Promise<NewCollectionAccount> {
    const c = await catalogue();
    if (!c.networks.get(body.network)?.assets.has(body.asset)) throw fail.field('network', 'network_invalid');
    const decimals = c.decimals.get(body.asset) ?? 6;
    let expected: bigint | null = null;
    if (body.expected_amount !== undefined) {
      expected = toMinor(body.expected_amount, decimals);
      if (expected === null) throw fail.field('expected_amount', 'amount_precision', { decimals });
      if (expected <= 0n) throw fail.field('expected_amount', 'amount_invalid');
    }
    return {
      customer_name: body.customer_name,
      customer_ref: body.customer_ref,
      email: body.email,
      asset: body.asset,
      network: body.network,
      expected_amount: expected,
      remark: body.remark || null,
    };
  }

  async function create(tx: Queryable, p: MerchantPrincipal, body: CreateCollectionAccountBody) {
    const [row] = await createAccounts(tx, p.merchantId, [await newAccount(body)], null);
    if (!row) throw fail.field('customer_ref', 'customer_ref_taken');
    return viewOf(tx, row);
  }

  async function list(p: MerchantPrincipal, query: CollectionAccountListQuery) {
    const month = await currentMonth(db, p.merchantId);
    const rows = await repo.list(db, p.merchantId, {
      ...query,
      q: query.q || undefined,
      month,
      after: decodeTimeIdCursor(query.cursor),
    });
    const view = await viewsOf(db, rows.slice(0, query.limit), month);
    return pageOf(rows, query.limit, view, (r) => [r.created_at, r.id]);
  }

  /** One of the merchant's accounts; another merchant's answers as one that does not exist. */
  async function mine(q: Queryable, p: MerchantPrincipal, id: string) {
    const row = await repo.get(q, id, p.merchantId);
    if (!row) throw fail.notFound();
    return row;
  }

  async function detail(p: MerchantPrincipal, id: string) {
    const row = await mine(db, p, id);
    const transfers = await repo.transfers(db, row.id, DETAIL_DEPOSITS);
    const c = await catalogue();
    const required = confirmationsRequired(c, row.network);
    return {
      ...(await viewOf(db, row)),
      deposits: transfers.map((t) => toCollectionDeposit(t, c.decimals.get(t.transfer_asset) ?? 6, required)),
    };
  }

  async function setStatus(p: MerchantPrincipal, id: string, status: CollectionAccountStatus) {
    const row = await mine(db, p, id);
    if (row.status !== status) await repo.setStatus(db, row.id, status, clock.now());
    return viewOf(db, { ...row, status });
  }

  async function exportFile(p: MerchantPrincipal, query: CollectionExportQuery, lang: Lang) {
    const { format, ...filter } = query;
    const month = await currentMonth(db, p.merchantId);
    const f = { ...filter, q: filter.q || undefined, month };
    const rows = await repo.count(db, p.merchantId, f);
    return accountsExport(db, p.merchantId, f, format, lang, clock.now(), rows, (batch) =>
      viewsOf(db, batch, month),
    );
  }

  /** What the payer's page shows: the account, its merchant's name, this month's transfers. */
  async function publicView(id: string) {
    const row = await repo.get(db, id);
    if (!row) throw fail.notFound();
    const timezone = await merchantTimeZone.of(db, row.merchant_id);
    const now = clock.now();
    const month = calendarMonthIn(now, timezone);
    const c = await catalogue();
    const required = confirmationsRequired(c, row.network);
    const transfers = await repo.transfers(db, row.id, DETAIL_DEPOSITS, month);
    return {
      id: row.id,
      merchant_name: await repo.merchantName(db, row.merchant_id),
      asset: row.asset,
      network: row.network,
      address: row.address,
      payment_uri:
        row.status === 'active' ? deps.chain.paymentRequest(row.network, row.asset, row.address, null) : null,
      status: row.status,
      timezone,
      month,
      server_time: now.toISOString(),
      confirmations_required: required,
      payments: transfers.map((t) => {
        const d = toCollectionDeposit(t, c.decimals.get(t.transfer_asset) ?? 6, required);
        return {
          amount: d.amount,
          status: d.status,
          tx_hash: d.tx_hash,
          confirmations: d.confirmations,
          seen_at: d.seen_at,
        };
      }),
    };
  }

  return { createAccounts, create, list, detail, setStatus, exportFile, publicView };
}

export type CollectionService = ReturnType<typeof collectionService>;
