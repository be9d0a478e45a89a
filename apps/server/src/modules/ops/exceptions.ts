import { type AuditAction, fromMinor, type OpsOrderDetail, type opsExceptionListQuery } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import {
  type Catalogue,
  exceptionQueue,
  heldDeposits,
  note,
  type OrderResolutions,
  operatorActions,
  type ReceiptOrders,
  reconcileReorg,
  reorgedCredited,
  toReceiptOrder,
  type UnclaimedResolutions,
  unclaimedFunds,
} from '../crypto';
import { merchantAdmin } from '../merchants';
import { recordAudit } from './audit';

type Resolution =
  | { kind: 'accept' }
  | { kind: 'refund'; address: string }
  | { kind: 'close' }
  | { kind: 'release' }
  | { kind: 'refund_unclaimed'; address: string }
  | { kind: 'reconcile_reorg' };

const AUDIT: Record<Resolution['kind'], AuditAction> = {
  accept: 'order_accepted',
  refund: 'order_refund_requested',
  close: 'order_closed',
  release: 'unclaimed_released',
  refund_unclaimed: 'unclaimed_refund_requested',
  reconcile_reorg: 'reorg_reconciled',
};

/** The exceptions queue of the back office: receipt orders of every merchant that wait for a decision. */
export function opsExceptions(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  orders: ReceiptOrders,
  resolutions: OrderResolutions,
  unclaimed: UnclaimedResolutions,
) {
  const { db, clock } = deps;
  const decimalsOf = async (asset: string) => (await catalogue()).decimals.get(asset) ?? 6;

  async function list(query: z.output<typeof opsExceptionListQuery>) {
    const after = decodeTimeIdCursor(query.cursor);
    const rows = await exceptionQueue.list(db, {
      status: query.status,
      merchantId: query.merchant_id,
      q: query.q || undefined,
      limit: query.limit,
      after,
    });
    const c = await catalogue();
    const merchants = await merchantAdmin.contacts(
      db,
      rows.map((r) => r.merchant_id),
    );
    return pageOf(
      rows,
      query.limit,
      (o) => ({
        ...toReceiptOrder(o, c.decimals.get(o.asset) ?? 6, deps.publicUrl.base()),
        merchant_id: o.merchant_id,
        merchant_name: merchants.get(o.merchant_id)?.name ?? '',
        merchant_email: merchants.get(o.merchant_id)?.email ?? '',
        reorged_after_confirmation: o.reorged,
      }),
      (o) => [o.updated_at, o.id],
    );
  }

  const fundsView = (funds: Map<string, bigint>) =>
    Promise.all(
      [...funds].map(async ([asset, amount]) => ({
        asset,
        amount: fromMinor(amount, await decimalsOf(asset)),
      })),
    );

  async function detail(q: Queryable, id: string): Promise<OpsOrderDetail> {
    const o = await exceptionQueue.get(q, id);
    if (!o) throw fail.notFound();
    // one after the other: `q` may be a transaction, whose connection runs one query at a time
    const view = await orders.detail(q, o);
    const held = await heldDeposits(q, o.id);
    const unclaimedByAsset = await unclaimedFunds(q, o);
    const merchants = await merchantAdmin.contacts(q, [o.merchant_id]);
    const reorged = await reorgedCredited(q, o.id);
    const byAsset = new Map<string, bigint>();
    for (const d of held) byAsset.set(d.asset, (byAsset.get(d.asset) ?? 0n) + d.amount);
    return {
      ...view,
      merchant_id: o.merchant_id,
      merchant_name: merchants.get(o.merchant_id)?.name ?? '',
      merchant_email: merchants.get(o.merchant_id)?.email ?? '',
      held_funds: await fundsView(byAsset),
      unclaimed_funds: await fundsView(unclaimedByAsset),
      actions: operatorActions(o, held, unclaimedByAsset),
      reorged_deposits: await Promise.all(
        reorged.map(async (d) => ({
          deposit_id: String(d.id),
          tx_hash: d.tx_hash,
          asset: d.asset,
          amount: fromMinor(d.amount, await decimalsOf(d.asset)),
        })),
      ),
    };
  }

  /** Resolves an order in exception or accounting_exception for its merchant; audited in the same transaction. */
  async function resolve(
    tx: Queryable,
    op: OperatorPrincipal,
    id: string,
    how: Resolution,
    reason: string,
    ctx: RequestContext,
  ) {
    const o = await exceptionQueue.get(tx, id, true);
    if (!o) throw fail.notFound();
    const before = o.status;
    if (how.kind === 'accept') await resolutions.accept(tx, o, note('accepted_by_platform', { reason }));
    else if (how.kind === 'refund') {
      const why = note('refund_requested_by_platform', { address: how.address, reason });
      await resolutions.refund(tx, o, how.address, why);
    } else if (how.kind === 'close') await resolutions.close(tx, o, reason);
    else if (how.kind === 'release') await unclaimed.release(tx, o, reason);
    else if (how.kind === 'reconcile_reorg') await reconcileReorg(tx, o.id, reason, clock.now());
    else await unclaimed.refund(tx, o, how.address, reason);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: AUDIT[how.kind],
      target: { type: 'receipt_order', id: o.id },
      detail: {
        merchant_id: o.merchant_id,
        merchant_order_no: o.merchant_order_no,
        status_before: before,
        received: `${fromMinor(o.received_amount, await decimalsOf(o.asset))} ${o.asset}`,
        reason,
        ...('address' in how ? { address: how.address } : {}),
      },
      ctx,
      at: clock.now(),
    });
    return detail(tx, o.id);
  }

  return { list, detail, resolve };
}
