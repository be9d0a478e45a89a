import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import { type MerchantRow, merchantRepo } from './repo';

export const merchantService = {
  /** The merchant itself: name, type, contact email, standing and KYB status. */
  async info(db: Queryable, merchantId: string): Promise<MerchantRow> {
    const m = await merchantRepo.byId(db, merchantId);
    if (!m) throw fail.notFound();
    return m;
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
