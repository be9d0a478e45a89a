import type { OpsMerchant, opsMerchantListQuery } from '@mc/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { decodeTimeIdCursor, pageOf } from '../../platform/paging';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { revokeSessions } from '../auth';
import type { AdminMerchantRow } from '../merchants';
import { merchantAdmin } from '../merchants';
import { recordAudit } from './audit';

const toOpsMerchant = (m: AdminMerchantRow): OpsMerchant => ({
  merchant_id: m.id,
  merchant_name: m.merchant_name,
  merchant_type: m.merchant_type,
  email: m.email,
  status: m.status,
  kyb_status: m.kyb_status,
  totp_enabled: m.totp_enabled,
  created_at: m.created_at.toISOString(),
});

/** The merchants page of the back office: find merchants, disable and enable them. */
export function opsMerchants(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  async function list(query: z.output<typeof opsMerchantListQuery>) {
    const rows = await merchantAdmin.list(db, {
      q: query.q || undefined,
      status: query.status,
      limit: query.limit,
      after: decodeTimeIdCursor(query.cursor),
    });
    return pageOf(rows, query.limit, toOpsMerchant, (m) => [m.created_at, m.id]);
  }

  /**
   * Disabling ends every session of the merchant at once (its next call answers 403
   * merchant_disabled, and it cannot log in); enabling lets it log in again.
   */
  async function setStatus(
    op: OperatorPrincipal,
    merchantId: string,
    status: AdminMerchantRow['status'],
    reason: string,
    ctx: RequestContext,
  ) {
    return db.transaction(async (tx) => {
      const m = await merchantAdmin.lock(tx, merchantId);
      if (!m) throw fail.notFound();
      if (m.status === status) {
        throw fail.conflict(status === 'disabled' ? 'merchant_already_disabled' : 'merchant_already_normal');
      }
      const now = clock.now();
      const updated = await merchantAdmin.setStatus(tx, m.id, status);
      const ended =
        status === 'disabled' ? await revokeSessions(tx, { merchantId: m.id }, 'merchant_disabled', now) : 0;
      await recordAudit(tx, {
        operatorId: op.operatorId,
        action: status === 'disabled' ? 'merchant_disabled' : 'merchant_enabled',
        target: { type: 'merchant', id: m.id },
        detail: {
          merchant_name: m.merchant_name,
          reason,
          ...(status === 'disabled' ? { sessions_ended: ended } : {}),
        },
        ctx,
        at: now,
      });
      return toOpsMerchant(updated);
    });
  }

  return { list, setStatus };
}
