import { collectionApi, type PublicCollectionAccount } from '@mc/contract';
import { call } from '../../../lib/http/client';

/** The payer's account by id, with its contract route: loaded with the first request, not with the page. */
export function requestPublicAccount(id: string): Promise<PublicCollectionAccount> {
  return call(collectionApi.publicCollectionAccount, undefined, { params: { id } });
}
