import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

const page = {
  list: lazyPage(() => import('./list/ReceiptListPage')),
  create: lazyPage(() => import('./create/CreateReceiptPage')),
  detail: lazyPage(() => import('./detail/ReceiptDetailPage')),
};

const receiveArea: Pick<RouteRecord, 'titles' | 'messages'> = {
  titles: 'receiveTitles',
  messages: ['receive'],
};

/** Seed §2: the "Crypto account" menu group's title (the app composes its entries). */
export const cryptoAccountGroup = {
  // The group's entries are not below one path: '/' lets the router nest them (a '/withdraw' parent
  // could not hold /receive/...); the menu shows the group, /wallet is its wallet page.
  path: '/',
  name: 'crypto',
  titleKey: 'route.crypto.root',
  icon: 'wallet',
  auth: true,
  titles: 'receiveTitles',
} satisfies RouteRecord;

/** Receiving crypto: the orders list (in the menu), the create page and an order's page. */
export const receiveRoutes: RouteRecord[] = [
  // seed §2: /receive is hidden and leads to /receive/account
  {
    path: '/receive',
    name: 'receive',
    titleKey: 'route.crypto.receive',
    auth: true,
    permission: 'orders.read',
    hidden: true,
    redirect: '/receive/account',
    titles: 'receiveTitles',
  },
  {
    path: '/receive/account',
    name: 'receive-account',
    titleKey: 'route.crypto.receive',
    auth: true,
    permission: 'orders.read',
    cache: true,
    component: page.list,
    ...receiveArea,
  },
  {
    path: '/receive/create',
    name: 'receive-create',
    titleKey: 'route.crypto.create',
    auth: true,
    permission: 'orders.create',
    hidden: true,
    component: page.create,
    ...receiveArea,
  },
  {
    path: '/receive/order/:id',
    name: 'receive-order',
    titleKey: 'route.crypto.order',
    auth: true,
    permission: 'orders.read',
    hidden: true,
    component: page.detail,
    ...receiveArea,
  },
];
