import { fromMinor, toMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { platformSettingOf, recordAudit, setPlatformSetting } from '../ops';
import type { PayoutContext } from './context';
import { APPROVAL_SETTING, thresholdCents } from './payout-rules';

/** The operators' approval threshold (USD): payouts worth at least it wait for an operator's decision. */
export function approvalThreshold(ctx: PayoutContext) {
  const { db, clock, config } = ctx.deps;

  async function settings(q: Queryable = db) {
    const setting = await platformSettingOf(q, APPROVAL_SETTING);
    return {
      approval_threshold_usd: fromMinor(thresholdCents(config, setting?.value), 2),
      updated_at: setting?.updatedAt.toISOString() ?? null,
      updated_by: setting?.updatedBy ?? null,
    };
  }

  async function updateSettings(
    op: OperatorPrincipal,
    thresholdUsd: string,
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ) {
    return db.transaction(async (tx) => {
      const before = await settings(tx);
      const at = clock.now();
      const value = fromMinor(toMinor(thresholdUsd, 2)!, 2);
      await setPlatformSetting(tx, APPROVAL_SETTING, value, op.operatorId, at);
      await recordAudit(tx, {
        operatorId: op.operatorId,
        action: 'payout_settings_changed',
        target: { type: 'platform_setting', id: APPROVAL_SETTING },
        detail: { from: before.approval_threshold_usd, to: value },
        ctx: request,
        at,
      });
      return settings(tx);
    });
  }

  return { settings, updateSettings };
}
