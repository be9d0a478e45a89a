import type { opsPayoutListQuery, payoutListQuery } from '@mc/contract';
import type { z } from 'zod';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { MerchantPrincipal } from '../../platform/request-context';
import { fiatBalances as fiatAccountBalances } from '../fiat';
import type { PayoutContext } from './context';
import { type PayoutRow, payoutRepo } from './repo';
import { toPayout } from './view';

/** What merchants and operators read of payouts: pages of them, one of them, the fiat balances. */
export function payoutReads(ctx: PayoutContext) {
  const { db } = ctx.deps;

  async function list(
    p: MerchantPrincipal,
    kind: PayoutRow['kind'],
    query: z.output<typeof payoutListQuery>,
  ) {
    const rows = await payoutRepo.list(db, p.merchantId, {
      kind,
      status: query.status,
      asset: query.asset,
      network: query.network,
      q: query.q || undefined,
      from: query.from,
      to: query.to,
      limit: query.limit,
      after: decodeTimeIdCursor(query.cursor),
    });
    const decimals = await ctx.decimalsOf();
    return pageOf(
      rows,
      query.limit,
      (r) => toPayout(r, decimals),
      (r) => [r.created_at, r.id],
    );
  }

  async function get(p: MerchantPrincipal, id: string) {
    const row = await payoutRepo.get(db, id);
    if (!row || row.merchant_id !== p.merchantId) throw fail.notFound();
    return toPayout(row, await ctx.decimalsOf());
  }

  async function fiatBalances(merchantId: string) {
    const c = await ctx.catalogue();
    return { assets: await fiatAccountBalances(db, merchantId, c.decimals) };
  }

  /** The operators' queue: payouts in one status, oldest first, with their merchant. */
  async function opsList(query: z.output<typeof opsPayoutListQuery>) {
    const rows = await payoutRepo.byStatus(db, query.status, query.limit, decodeTimeIdCursor(query.cursor));
    const decimals = await ctx.decimalsOf();
    return pageOf(
      rows,
      query.limit,
      (r) => ({ ...toPayout(r, decimals, true), merchant_id: r.merchant_id, merchant_name: r.merchant_name }),
      (r) => [r.created_at, r.id],
    );
  }

  return { list, get, fiatBalances, opsList };
}
