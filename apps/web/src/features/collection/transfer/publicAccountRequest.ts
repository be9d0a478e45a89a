import type { PublicCollectionAccount } from '@mc/contract';
import { publicPath, readPublic } from '../../../lib/http/publicRead';

/** The contract's `collectionApi.publicCollectionAccount` path (a test holds them equal): its route table stays out of the page. */
export const PUBLIC_ACCOUNT_PATH = '/public/collection-accounts/:id';

/** The payer's account by id: loaded with the first request, not with the page. */
export function requestPublicAccount(id: string): Promise<PublicCollectionAccount> {
  return readPublic<PublicCollectionAccount>(publicPath(PUBLIC_ACCOUNT_PATH, id));
}
