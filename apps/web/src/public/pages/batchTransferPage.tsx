import type { PublicCollectionAccount } from '@mc/contract';
import { BatchTransferPage } from '../../features/collection/transfer/BatchTransferPage';
import { publicAccountKey } from '../../features/collection/transfer/usePublicAccount';
import { adoptDrawnQrCodes, seedDevFaucet } from '../../features/payment/index';
import { collectionPayerBundle } from '../../locales/collection/payer';
import { paymentPayerBundle } from '../../locales/receive/payer';
import type { PublicPage } from '../publicPage';

/** /batch/transfer?account=<id>: the page a customer pays a collection account from. */
export const batchTransferPage: PublicPage = {
  // the address, the copy button, the faucet and the frame speak the payment page's texts
  bundles: [paymentPayerBundle, collectionPayerBundle],
  titleKey: 'route.collection.transfer',
  titles: () => import('../../locales/collection/routes').then((m) => m.collectionRouteTitles),
  idOf: (search) => search.get('account')?.trim() ?? '',
  seed(client, id, data, faucet) {
    client.setQueryData(publicAccountKey(id), data as PublicCollectionAccount | null);
    seedDevFaucet(client, faucet);
  },
  adopt: adoptDrawnQrCodes,
  element: (id) => <BatchTransferPage id={id} />,
};
