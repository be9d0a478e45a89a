import type { EventObjectView } from '../../platform/event-rows';
import { fiatRepo } from './repo';
import { type DecimalsOf, toTopup } from './view';

/** Top-ups in events: the rows kept, as the REST API shows a top-up. */
export function topupEventView(decimals: () => Promise<DecimalsOf>): EventObjectView {
  return async (q, rows) => {
    const decimalsOf = await decimals();
    return (await fiatRepo.eventRows(q, rows)).map((r) => toTopup(r, decimalsOf));
  };
}
