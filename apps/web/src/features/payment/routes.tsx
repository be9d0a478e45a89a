import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/** The public payment page payers open from a payment link (SHELL-37: no login, no shell). */
export const paymentRoute: RouteRecord = {
  path: '/payment',
  name: 'payment',
  titleKey: 'route.payment',
  hidden: true,
  component: lazyPage(() => import('./PaymentPage')),
  titles: 'receiveTitles',
  messages: ['receive'],
};
