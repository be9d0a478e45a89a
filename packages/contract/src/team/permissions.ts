import { z } from 'zod';

/**
 * What a user of a merchant may do, named per action. Every merchant route of the contract declares
 * the one it needs (`permission` of its record); a role is a set of them, kept as data on the
 * server (built-in roles and a merchant's own). `account.own` is one's own login, authenticator,
 * payment password, sessions and security log: every role holds it.
 */
export const permissions = [
  'account.own',
  'overview.read',
  'orders.read',
  'orders.create',
  'orders.refund',
  'collection.read',
  'collection.manage',
  'payouts.read',
  'payouts.create',
  'conversions.create',
  'fiat.read',
  'fiat.topup',
  'history.read',
  'history.export',
  'kyb.read',
  'kyb.submit',
  'settings.read',
  'settings.merchant.write',
  'settings.bank_accounts.write',
  'settings.payees.write',
  'api_keys.manage',
  'webhooks.manage',
  'team.read',
  'team.manage',
  'team.owners',
] as const;
export type Permission = (typeof permissions)[number];
export const permission = z.enum(permissions, { error: 'permission_invalid' });

/** The roles every merchant has. A merchant's own role is a row beside them, with a key of its own. */
export const builtinRoles = ['owner', 'admin', 'finance', 'operator', 'developer', 'viewer'] as const;
export type BuiltinRole = (typeof builtinRoles)[number];

/** Groups of the roles-against-permissions table, in the order the power page shows them. */
export const permissionGroups: readonly { key: string; permissions: readonly Permission[] }[] = [
  { key: 'account', permissions: ['account.own', 'overview.read'] },
  { key: 'orders', permissions: ['orders.read', 'orders.create', 'orders.refund'] },
  { key: 'collection', permissions: ['collection.read', 'collection.manage'] },
  { key: 'payouts', permissions: ['payouts.read', 'payouts.create', 'conversions.create'] },
  { key: 'fiat', permissions: ['fiat.read', 'fiat.topup'] },
  { key: 'history', permissions: ['history.read', 'history.export'] },
  { key: 'kyb', permissions: ['kyb.read', 'kyb.submit'] },
  {
    key: 'settings',
    permissions: [
      'settings.read',
      'settings.merchant.write',
      'settings.bank_accounts.write',
      'settings.payees.write',
    ],
  },
  { key: 'developers', permissions: ['api_keys.manage', 'webhooks.manage'] },
  { key: 'team', permissions: ['team.read', 'team.manage', 'team.owners'] },
];

export { PERMISSION_DENIED_CODE } from './permission-denied';
