import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/**
 * The operators' back office: its own login, layout, menu and session (loaded only when visited).
 * Its pages show order amounts and statuses (receive) and KYB submissions (kyb); top-up review, the
 * bank files and the networks, sweeps and statement alerts pages have texts of their own (opsTopups,
 * opsBankFiles, opsNetworks, opsSweeps, opsReconciliation, opsStatementAlerts).
 */
export const opsRoute: RouteRecord = {
  path: '/ops/*',
  name: 'ops',
  hidden: true,
  component: lazyPage(() => import('./OpsApp')),
  messages: [
    'ops',
    'opsTopups',
    'opsBankFiles',
    'opsNetworks',
    'opsSweeps',
    'opsReconciliation',
    'opsStatementAlerts',
    'receive',
    'kyb',
  ],
};
