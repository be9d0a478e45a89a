import type { PublicOrder } from '@mc/contract';
import { publicPath, readPublic } from '../../lib/http/publicRead';

/** The contract's `coreApi.publicOrder` path (a test holds them equal): its route table stays out of the page. */
export const PUBLIC_ORDER_PATH = '/public/orders/:id';

/** The payer's order by id: loaded with the first request, not with the page. */
export function requestPublicOrder(id: string): Promise<PublicOrder> {
  return readPublic<PublicOrder>(publicPath(PUBLIC_ORDER_PATH, id));
}
