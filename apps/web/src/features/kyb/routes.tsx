import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

const area: Pick<RouteRecord, 'titles' | 'messages'> = { titles: 'kybTitles', messages: ['kyb'] };

const page = {
  form: lazyPage(() => import('./KybPage')),
  history: lazyPage(() => import('./history/KybHistoryPage')),
};

/** PRODUCT "KYB": the verification form, in the menu. */
export const kybRoute: RouteRecord = {
  path: '/kyc-kyb',
  name: 'kyc-kyb',
  titleKey: 'route.kyb.root',
  icon: 'kyb',
  auth: true,
  permission: 'kyb.read',
  component: page.form,
  ...area,
};

/** Every submission and its review; opened from the KYB page (not a menu entry of its own). */
export const kybHistoryRoute: RouteRecord = {
  path: '/kyc-kyb/history',
  name: 'kyc-kyb-history',
  titleKey: 'route.kyb.history',
  auth: true,
  permission: 'kyb.read',
  hidden: true,
  component: page.history,
  ...area,
};
