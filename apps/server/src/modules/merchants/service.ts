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

  /** Locks the merchant's row until the transaction ends; its KYB status as it is now. */
  async lockForKyb(tx: Queryable, merchantId: string): Promise<MerchantRow['kyb_status']> {
    const m = await merchantRepo.byId(tx, merchantId, true);
    if (!m) throw fail.notFound();
    return m.kyb_status;
  },

  /** KYB status changes come from the KYB module only (submission and review). */
  async setKybStatus(tx: Queryable, merchantId: string, status: MerchantRow['kyb_status']): Promise<void> {
    await merchantRepo.setKybStatus(tx, merchantId, status);
  },
};
