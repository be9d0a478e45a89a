import { coreApi, type PublicOrder } from '@mc/contract';
import { call } from '../../lib/http/client';

/** The payer's order by id, with its contract route: loaded with the first request, not with the page. */
export function requestPublicOrder(id: string): Promise<PublicOrder> {
  return call(coreApi.publicOrder, undefined, { params: { id } });
}
