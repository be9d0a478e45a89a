import type { EventObjectView } from '../../platform/event-rows';
import { payoutRepo } from './repo';
import { type DecimalsOf, toPayout } from './view';

/** Payouts in events: the rows kept, as the REST API shows a payout to the merchant. */
export function payoutEventView(decimals: () => Promise<DecimalsOf>): EventObjectView {
  return async (q, rows) => {
    const decimalsOf = await decimals();
    return (await payoutRepo.eventRows(q, rows)).map((r) => toPayout(r, decimalsOf));
  };
}
