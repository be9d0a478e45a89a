import { fromMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { merchantBalances } from '../ledger';
import { merchantService } from '../merchants';
import type { Catalogue } from './catalogue';
import { receiptStats } from './stats';

const CRYPTO = ['USDT', 'USDC'];

export function balancesView(
  balances: Awaited<ReturnType<typeof merchantBalances>>,
  decimals: Map<string, number>,
) {
  return [...balances].map(([asset, b]) => {
    const d = decimals.get(asset) ?? 6;
    return {
      asset,
      decimals: d,
      available: fromMinor(b.available, d),
      frozen: fromMinor(b.frozen, d),
      settlement: fromMinor(b.settlement, d),
      deposit: fromMinor(b.deposit, d),
      total: fromMinor(b.total, d),
      owed: fromMinor(b.owed, d),
    };
  });
}

/** The merchant's fiat balances, asked of the fiat module by the composition root (fiat imports crypto). */
export type FiatBalancesOf = (merchantId: string, decimals: Map<string, number>) => Promise<BalanceView[]>;
type BalanceView = ReturnType<typeof balancesView>[number];

/** Everything the account overview page shows, in one call. */
export function overviewService(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  fiatBalances: FiatBalancesOf,
) {
  return {
    async balances(merchantId: string) {
      const c = await catalogue();
      return { assets: balancesView(await merchantBalances(deps.db, merchantId, CRYPTO), c.decimals) };
    },
    /** The overview of the merchant's money, with the to-dos of the user looking at it. */
    async overview(merchantId: string, userId: string) {
      const c = await catalogue();
      const merchant = await merchantService.info(deps.db, merchantId);
      const [balances, fiat, stats, bound] = await Promise.all([
        merchantBalances(deps.db, merchantId, CRYPTO),
        fiatBalances(merchantId, c.decimals),
        receiptStats(deps.db, merchantId, deps.clock.now(), c.decimals, merchant.timezone),
        authenticatorBound(deps.db, userId),
      ]);
      return {
        balances: balancesView(balances, c.decimals),
        fiat_balances: fiat,
        ...stats,
        todos: [
          { key: 'bind_authenticator' as const, done: bound },
          { key: 'complete_kyb' as const, done: merchant.kyb_status === 'verified' },
        ],
      };
    },
  };
}

export type OverviewService = ReturnType<typeof overviewService>;

/** Whether a user has an authenticator bound (user_profiles: the auth module's view). */
async function authenticatorBound(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query<{ authenticator_bound: boolean }>(
    'SELECT authenticator_bound FROM user_profiles WHERE id = $1',
    [userId],
  );
  return rows[0]?.authenticator_bound === true;
}
