import { type MerchantInfo, type Permission, permissions } from '@mc/contract';
import { MERCHANT_INFO_KEY, queryClient } from '../lib/queryClient';

/** The logged-in owner of Blue Harbor: every permission. */
export const ownerInfo: MerchantInfo = {
  merchant_id: 'm1',
  user_id: 'u1',
  user_name: 'Ada Owner',
  role: 'owner',
  permissions: [...permissions],
  requires_authenticator: false,
  merchant_name: 'Blue Harbor',
  merchant_type: 'enterprise',
  email: 'owner@example.com',
  status: 'normal',
  totp_enabled: true,
  kyb_status: 'verified',
  created_at: '2026-11-01T00:00:00.000Z',
  timezone: 'Asia/Shanghai',
};

/** A user of the merchant with a role of `granted` only (a viewer-like role by default). */
export function userInfo(granted: readonly Permission[], over: Partial<MerchantInfo> = {}): MerchantInfo {
  return {
    ...ownerInfo,
    user_id: 'u2',
    user_name: 'Vic Viewer',
    role: 'viewer',
    ...over,
    permissions: [...granted],
  };
}

/** Puts `info` (the owner by default) in the query cache, as the route guard does. */
export function logInAs(info: MerchantInfo = ownerInfo): MerchantInfo {
  queryClient.setQueryData(MERCHANT_INFO_KEY, info);
  return info;
}

/** `info` without the permissions `without` (a role that lacks them). */
export function withoutPermissions(
  without: readonly Permission[],
  info: MerchantInfo = ownerInfo,
): MerchantInfo {
  return { ...info, permissions: info.permissions.filter((p) => !without.includes(p)) };
}
