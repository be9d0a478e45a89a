import type { MerchantInfo } from '@mc/contract';
import type { UserRow } from './users';

/** What `/merchant/info` and login answer: the user, their role and permissions, and their merchant. */
export function toUserInfo(u: UserRow): MerchantInfo {
  return {
    merchant_id: u.merchant_id,
    user_id: u.id,
    user_name: u.name,
    role: u.role_key,
    permissions: u.permissions,
    requires_authenticator: u.requires_authenticator,
    merchant_name: u.merchant_name,
    merchant_type: u.merchant_type,
    email: u.email,
    status: u.merchant_status,
    totp_enabled: u.totp_enabled,
    kyb_status: u.kyb_status,
    created_at: u.merchant_created_at.toISOString(),
    timezone: u.timezone,
  };
}
