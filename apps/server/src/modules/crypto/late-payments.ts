import type { latePaymentListQuery } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import type { Catalogue } from './catalogue';
import { type LatePaymentRow, latePaymentRepo } from './late-payment-repo';
import type { LatePaymentResolutions } from './late-payment-resolutions';
import { latePaymentView } from './late-payment-view';

/** Late payments as the merchant lists and resolves them: its own only (another's id is 404). */
export function latePayments(catalogue: () => Promise<Catalogue>, resolutions: LatePaymentResolutions) {
  async function view(l: LatePaymentRow) {
    return latePaymentView(l, (await catalogue()).decimals);
  }

  /** A page of the rows `latePaymentRepo.list` read, with what the caller adds to each (an operator: the merchant). */
  async function page<T extends object>(
    rows: LatePaymentRow[],
    limit: number,
    more: (l: LatePaymentRow) => T,
  ) {
    const { decimals } = await catalogue();
    return pageOf(
      rows,
      limit,
      (l) => ({ ...latePaymentView(l, decimals), ...more(l) }),
      (l) => [l.created_at, l.id],
    );
  }

  async function list(q: Queryable, p: MerchantPrincipal, query: z.output<typeof latePaymentListQuery>) {
    const f = { merchantId: p.merchantId, status: query.status, limit: query.limit };
    const rows = await latePaymentRepo.list(q, { ...f, after: decodeTimeIdCursor(query.cursor) });
    return page(rows, query.limit, () => ({}));
  }

  async function mine(tx: Queryable, p: MerchantPrincipal, id: string) {
    const l = await latePaymentRepo.get(tx, id, true);
    if (!l || l.merchant_id !== p.merchantId) throw fail.notFound();
    return l;
  }

  async function credit(tx: Queryable, p: MerchantPrincipal, id: string) {
    await resolutions.credit(tx, await mine(tx, p, id), 'merchant');
    return view((await latePaymentRepo.get(tx, id))!);
  }

  async function refund(tx: Queryable, p: MerchantPrincipal, id: string, address: string) {
    await resolutions.refund(tx, await mine(tx, p, id), address, 'merchant');
    return view((await latePaymentRepo.get(tx, id))!);
  }

  return { list, page, view, credit, refund };
}

export type LatePayments = ReturnType<typeof latePayments>;
