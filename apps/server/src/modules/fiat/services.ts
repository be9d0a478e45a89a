import type { Deps } from '../../platform/deps';
import type { BankRail } from '../../rails/bank/types';
import type { BlobStore } from '../../rails/blob/types';
import type { Catalogue } from '../crypto';
import { creditMatching } from './credit-matching';
import { creditReview } from './credit-review';
import { fiatCurrencySettings } from './currencies';
import { topupReview } from './review';
import { fiatTopups } from './topups';
import type { DecimalsOf } from './view';

/** The fiat account's services, built once by the composition root (services.ts). */
export function fiatServices(
  deps: Deps,
  blobs: BlobStore,
  catalogue: () => Promise<Catalogue>,
  bank: BankRail,
) {
  const decimals = async (): Promise<DecimalsOf> => {
    const known = (await catalogue()).decimals;
    return (asset) => known.get(asset) ?? 2;
  };
  const topups = fiatTopups(deps, blobs, decimals);
  return {
    topups,
    review: topupReview(deps, topups, decimals),
    currencies: fiatCurrencySettings(deps),
    /** Credits the bank brought, matched to top-ups by the rule (a job) or by operators. */
    credits: creditMatching(deps, bank),
    creditReview: creditReview(deps, decimals),
  };
}

export type FiatServices = ReturnType<typeof fiatServices>;
