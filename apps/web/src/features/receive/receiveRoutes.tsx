import { lazy } from 'react';
import type { RouteRecord } from '../../app/routeTypes';
import { i18n } from '../../lib/i18n';
import { receiveRouteCn, receiveRouteEn } from '../../locales/receive/routes';
import { payoutRoutes } from '../payouts/payoutRoutes';

// Route titles only (a few words): the menu, tabs and search show them before any page loads.
i18n.addResourceBundle('cn', 'translation', receiveRouteCn, true, true);
i18n.addResourceBundle('en', 'translation', receiveRouteEn, true, true);

const page = {
  list: lazy(() => import('./list/ReceiptListPage')),
  create: lazy(() => import('./create/CreateReceiptPage')),
  detail: lazy(() => import('./detail/ReceiptDetailPage')),
  wallet: lazy(() => import('../wallet/WalletPage')),
  payment: lazy(() => import('../payment/PaymentPage')),
};

/** Seed §2: the "Crypto account" menu group (receiving crypto and the wallet). */
export const cryptoAccountRoutes: RouteRecord = {
  // The group's children are not below one path: '/' lets the router nest them (a '/withdraw' parent
  // could not hold /receive/...); the menu shows the group, /withdraw is its wallet page.
  path: '/',
  name: 'crypto',
  titleKey: 'route.crypto.root',
  auth: true,
  children: [
    {
      path: '/receive/account',
      name: 'receive-account',
      titleKey: 'route.crypto.receive',
      auth: true,
      cache: true,
      component: page.list,
    },
    {
      path: '/receive/create',
      name: 'receive-create',
      titleKey: 'route.crypto.create',
      auth: true,
      hidden: true,
      component: page.create,
    },
    {
      path: '/receive/order/:id',
      name: 'receive-order',
      titleKey: 'route.crypto.order',
      auth: true,
      hidden: true,
      component: page.detail,
    },
    // remittances and withdrawals to fiat (seed §2: entries of this group)
    ...payoutRoutes,
    {
      path: '/withdraw',
      name: 'withdraw',
      titleKey: 'route.crypto.wallet',
      auth: true,
      component: page.wallet,
    },
  ],
};

/** The public payment page payers open from a payment link (SHELL-37: no login, no shell). */
export const paymentRoute: RouteRecord = {
  path: '/payment',
  name: 'payment',
  titleKey: 'route.payment',
  hidden: true,
  component: page.payment,
};
