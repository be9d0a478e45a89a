import type { PublicOrder } from '@mc/contract';
import { adoptDrawnQrCodes, seedDevFaucet } from '../../features/payment/index';
import { PaymentPage } from '../../features/payment/PaymentPage';
import { publicOrderKey, publicOrderView } from '../../features/payment/usePublicOrder';
import { paymentPayerBundle } from '../../locales/receive/payer';
import type { PublicPage } from '../publicPage';

/** /payment?order=<id>: the payer's page of a receipt order. */
export const paymentPage: PublicPage = {
  bundles: [paymentPayerBundle],
  titleKey: 'route.payment',
  titles: () => import('../../locales/receive/routes').then((m) => m.receiveRouteTitles),
  idOf: (search) => search.get('order')?.trim() ?? '',
  seed(client, id, data, faucet) {
    const now = Date.now();
    const order = data as PublicOrder | null;
    client.setQueryData(publicOrderKey(id), order && publicOrderView(order, now, now));
    seedDevFaucet(client, faucet);
  },
  adopt: adoptDrawnQrCodes,
  element: (id) => <PaymentPage id={id} />,
};
