import type { MerchantInfo } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import { type MerchantRow, merchantRepo } from './repo';

export function toMerchantInfo(m: MerchantRow): MerchantInfo {
  return {
    merchant_id: m.id,
    merchant_name: m.merchant_name,
    merchant_type: m.merchant_type,
    email: m.email,
    status: m.status,
    totp_enabled: m.totp_enabled,
    kyb_status: m.kyb_status,
    created_at: m.created_at.toISOString(),
  };
}

export const merchantService = {
  async info(db: Queryable, merchantId: string): Promise<MerchantInfo> {
    const m = await merchantRepo.byId(db, merchantId);
    if (!m) throw fail.notFound();
    return toMerchantInfo(m);
  },
};
