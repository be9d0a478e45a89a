import { lazy } from 'react';
import type { RouteRecord } from '../../app/routeTypes';
import { i18n } from '../../lib/i18n';
import { kybRouteCn, kybRouteEn } from '../../locales/kyb/routes';

// Route titles only: the menu, tabs and search show them before any page loads.
i18n.addResourceBundle('cn', 'translation', kybRouteCn, true, true);
i18n.addResourceBundle('en', 'translation', kybRouteEn, true, true);

const page = {
  form: lazy(() => import('./KybPage')),
  history: lazy(() => import('./history/KybHistoryPage')),
};

/** PRODUCT "KYB": the verification form, in the menu. */
export const kybRoute: RouteRecord = {
  path: '/kyc-kyb',
  name: 'kyc-kyb',
  titleKey: 'route.kyb.root',
  auth: true,
  component: page.form,
};

/** Every submission and its review; opened from the KYB page (not a menu entry of its own). */
export const kybHistoryRoute: RouteRecord = {
  path: '/kyc-kyb/history',
  name: 'kyc-kyb-history',
  titleKey: 'route.kyb.history',
  auth: true,
  hidden: true,
  component: page.history,
};
