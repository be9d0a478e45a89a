import { randomUUID } from 'node:crypto';
import { type createReceiptOrderBody, fromMinor, type receiptOrderListQuery, toMinor } from '@mc/contract';
import type { z } from 'zod';
import { isDbError, type Queryable, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import type { Catalogue } from './catalogue';
import { latePaymentRepo } from './late-payment-repo';
import { latePaymentView } from './late-payment-view';
import { overpaymentRefunds } from './overpayment-refunds';
import { type NewOrder, orderRepo } from './repo';
import type { OrderResolutions } from './resolutions';
import { note } from './timeline-note';
import { iso, type OrderRow, toReceiptOrder } from './view';

type ListQuery = z.output<typeof receiptOrderListQuery>;

/** The statuses in which the payer can (still) send funds: the payment page shows its request. */
const PAYABLE: ReadonlySet<string> = new Set(['unpaid', 'confirming', 'partially_paid']);

export function receiptOrders(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  resolutions: OrderResolutions,
) {
  const { config, clock, chain } = deps;
  const excessRefunds = overpaymentRefunds(deps, catalogue);
  const reserved = new Map<string, { index: bigint; address: string }[]>();
  /** The block of a network being reserved: the requests that find its queue empty all wait for it. */
  const refills = new Map<string, Promise<void>>();
  /**
   * The next deposit address of a network: indexes come from the database sequence in blocks of 64
   * (one round trip per block), each block's addresses derived together (`depositAddresses`). One
   * block at a time: requests arriving together while the queue is empty share the next block
   * rather than each reserving and deriving one of their own.
   */
  async function nextAddress(network: string) {
    const queue = reserved.get(network) ?? [];
    reserved.set(network, queue);
    while (!queue.length) {
      let refill = refills.get(network);
      if (!refill) {
        refill = (async () => {
          const indexes = await orderRepo.reserveAddressIndexes(deps.db, 64);
          const addresses = chain.depositAddresses(network, indexes);
          queue.push(...indexes.map((index, i) => ({ index, address: addresses[i]! })));
        })().finally(() => refills.delete(network));
        refills.set(network, refill);
      }
      await refill;
    }
    return queue.shift()!;
  }

  async function view(o: OrderRow) {
    const c = await catalogue();
    return toReceiptOrder(o, c.decimals.get(o.asset) ?? 6, deps.publicUrl.base());
  }

  async function detail(q: Queryable, o: OrderRow) {
    const c = await catalogue();
    const decimals = c.decimals.get(o.asset) ?? 6;
    const required = c.networks.get(o.network)?.confirmations ?? 1;
    // one after the other: `q` may be a transaction, whose connection runs one query at a time
    const deposits = await orderRepo.deposits(q, o.id);
    const timeline = await orderRepo.timeline(q, o.id);
    const creator = o.created_by ? await orderRepo.creator(q, o.created_by) : undefined;
    return {
      ...toReceiptOrder(o, decimals, deps.publicUrl.base()),
      created_by: o.created_by
        ? { id: o.created_by, name: creator?.name ?? null, email: creator?.email ?? null }
        : null,
      payments: deposits.map((d) => ({
        tx_hash: d.tx_hash,
        from_address: d.from_address,
        asset: d.asset,
        amount: fromMinor(d.amount, c.decimals.get(d.asset) ?? 6),
        confirmations: Math.min(d.confirmations, required),
        confirmations_required: required,
        status: d.status,
        on_time: d.on_time,
        seen_at: d.seen_at.toISOString(),
        confirmed_at: iso(d.confirmed_at),
      })),
      timeline: timeline.map((e) => ({
        status: e.status,
        code: e.code,
        params: e.params,
        note: e.note,
        at: e.at.toISOString(),
      })),
      late_payments: (await latePaymentRepo.ofOrder(q, o.id)).map((l) => latePaymentView(l, c.decimals)),
    };
  }

  type CreateBody = z.output<typeof createReceiptOrderBody>;

  /** The order a request asks for, checked against the catalogue and the merchant's KYB limit. */
  async function newOrder(p: MerchantPrincipal, body: CreateBody) {
    const c = await catalogue();
    const pair = c.networks.get(body.network)?.assets.get(body.asset);
    if (!pair) throw fail.field('network', 'network_invalid');
    const decimals = c.decimals.get(body.asset) ?? 6;
    const amount = toMinor(body.amount, decimals);
    if (amount === null) throw fail.field('amount', 'amount_precision', { decimals });
    if (amount < pair.minReceive) {
      throw fail.field('amount', 'amount_too_small', { min: fromMinor(pair.minReceive, decimals) });
    }
    // Stablecoins count 1:1 in USD for the limit of merchants without verified KYB.
    const limit = BigInt(config.KYB_ORDER_LIMIT_USD) * 10n ** BigInt(decimals);
    if (p.kybStatus !== 'verified' && amount > limit) throw fail.field('amount', 'kyb_limit');
    const now = clock.now();
    const deposit = await nextAddress(body.network);
    const order: NewOrder = {
      merchantId: p.merchantId,
      createdBy: p.userId,
      merchantOrderNo: body.merchant_order_no,
      asset: body.asset,
      network: body.network,
      amount,
      description: body.description ?? '',
      payerEmail: body.payer_email ?? null,
      depositAddress: deposit.address,
      addressIndex: deposit.index,
      toleranceBps: Math.round(config.UNDERPAYMENT_TOLERANCE_PCT * 100),
      feeBps: config.RECEIVE_FEE_BPS,
      expiresAt: new Date(now.getTime() + body.expires_in_minutes * 60_000),
      at: now,
    };
    return { order, decimals };
  }

  const orderNoTaken = (err: unknown) =>
    isDbError(err, UNIQUE_VIOLATION) ? fail.field('merchant_order_no', 'order_no_taken') : err;

  /**
   * A new order, settled before anything is written: the answer (the id is chosen here) and the
   * rows that insert it, written with its stored answer in one round trip.
   */
  async function prepareCreate(p: MerchantPrincipal, body: CreateBody) {
    const { order, decimals } = await newOrder(p, body);
    const id = randomUUID();
    return {
      data: toReceiptOrder(orderRepo.newRow(id, order), decimals, deps.publicUrl.base()),
      rows: orderRepo.newRows(id, order),
      translateError: orderNoTaken,
    };
  }

  async function list(q: Queryable, p: MerchantPrincipal, query: ListQuery) {
    const rows = await orderRepo.list(q, p.merchantId, { ...query, after: decodeTimeIdCursor(query.cursor) });
    const c = await catalogue();
    return pageOf(
      rows,
      query.limit,
      (o) => toReceiptOrder(o, c.decimals.get(o.asset) ?? 6, deps.publicUrl.base()),
      (o) => [o.created_at, o.id],
    );
  }

  async function mine(q: Queryable, p: MerchantPrincipal, id: string, lock = false) {
    const o = await orderRepo.get(q, id, { merchantId: p.merchantId, lock });
    if (!o) throw fail.notFound();
    return o;
  }

  async function cancel(p: MerchantPrincipal, id: string) {
    return deps.db.transaction(async (tx) => {
      const o = await mine(tx, p, id, true);
      if (o.status === 'cancelled') return detail(tx, o);
      if (o.status !== 'unpaid' || o.pending_amount > 0n || o.received_amount > 0n) {
        throw new AppError(409, 'order_not_cancellable');
      }
      await orderRepo.transition(tx, o.id, 'cancelled', clock.now(), note('cancelled_by_merchant'));
      return detail(tx, (await orderRepo.get(tx, o.id))!);
    });
  }

  /** Credits what arrived on an order in exception to the merchant's available balance. */
  async function accept(tx: Queryable, p: MerchantPrincipal, id: string) {
    const o = await mine(tx, p, id, true);
    if (o.status !== 'exception') throw new AppError(409, 'order_not_exception');
    await resolutions.accept(tx, o, note('accepted_by_merchant'));
    return detail(tx, (await orderRepo.get(tx, o.id))!);
  }

  /** Queues a refund of what arrived, less the network fee, to the payer's address. */
  async function refund(tx: Queryable, p: MerchantPrincipal, id: string, address: string) {
    const o = await mine(tx, p, id, true);
    if (o.status !== 'exception') throw new AppError(409, 'order_not_exception');
    await resolutions.refund(tx, o, address, note('refund_requested', { address }));
    return detail(tx, (await orderRepo.get(tx, o.id))!);
  }

  /** Queues a refund of a paid order's held excess, less the network fee, to the payer's address. */
  async function refundExcess(tx: Queryable, p: MerchantPrincipal, id: string, address: string) {
    await excessRefunds.request(tx, await mine(tx, p, id, true), address, 'merchant');
    return detail(tx, (await orderRepo.get(tx, id))!);
  }

  /** What a payer sees: no merchant-internal fields. */
  async function publicView(q: Queryable, id: string) {
    const o = await orderRepo.get(q, id);
    if (!o) return undefined;
    const [m] = await q.query<{ merchant_name: string }>(
      'SELECT merchant_name FROM merchant_standing WHERE id = $1',
      [o.merchant_id],
    );
    const d = await detail(q, o);
    const c = await catalogue();
    const required = c.networks.get(o.network)?.confirmations ?? 1;
    const due = PAYABLE.has(d.status) ? (toMinor(d.due_amount, c.decimals.get(o.asset) ?? 6) ?? 0n) : 0n;
    return {
      id: d.id,
      merchant_name: m?.merchant_name ?? '',
      merchant_order_no: d.merchant_order_no,
      description: d.description,
      asset: d.asset,
      network: d.network,
      amount: d.amount,
      received_amount: d.received_amount,
      pending_amount: d.pending_amount,
      due_amount: d.due_amount,
      status: d.status,
      deposit_address: d.deposit_address,
      payment_uri: due > 0n ? chain.paymentRequest(o.network, o.asset, d.deposit_address, due) : null,
      expires_at: d.expires_at,
      server_time: clock.now().toISOString(),
      confirmations_required: required,
      payments: d.payments.filter((p) => p.asset === o.asset),
    };
  }

  return { prepareCreate, list, detail, mine, cancel, accept, refund, refundExcess, view, publicView };
}

export type ReceiptOrders = ReturnType<typeof receiptOrders>;

/** Books a confirmed deposit from the chain into suspense (exactly once per deposit). */
