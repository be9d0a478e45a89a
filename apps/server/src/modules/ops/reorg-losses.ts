import { fromMinor, type ReorgOutcome, type ReorgResolution } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { type Catalogue, resolveReorgedDeposit } from '../crypto';
import { recordAudit } from './audit';

/**
 * An operator books a credited deposit a chain reorganisation took back after it confirmed: charged
 * back to its merchant or borne as the platform's loss, with a reason, audited in its transaction.
 */
export function opsReorgLosses(deps: Deps, catalogue: () => Promise<Catalogue>) {
  async function resolve(
    tx: Queryable,
    op: OperatorPrincipal,
    depositId: string,
    outcome: ReorgOutcome,
    reason: string,
    ctx: RequestContext,
  ): Promise<ReorgResolution> {
    const now = deps.clock.now();
    const c = await catalogue();
    const decimalsOf = (asset: string) => c.decimals.get(asset) ?? 6;
    const r = await resolveReorgedDeposit(tx, depositId, outcome, reason, now, decimalsOf);
    const decimals = decimalsOf(r.asset);
    const shown = (v: bigint) => fromMinor(v, decimals);
    await recordAudit(tx, {
      operatorId: op.operatorId,
      action: outcome === 'charge_back' ? 'reorg_charged_back' : 'reorg_platform_loss',
      target: { type: 'receipt_order', id: r.orderId },
      detail: {
        merchant_id: r.merchantId,
        merchant_order_no: r.merchantOrderNo,
        deposit_id: r.depositId,
        tx_hash: r.txHash,
        amount: `${shown(r.amount)} ${r.asset}`,
        charged: shown(r.charged),
        owed: shown(r.owed),
        reason,
      },
      ctx,
      at: now,
    });
    return {
      deposit_id: r.depositId,
      order_id: r.orderId,
      merchant_id: r.merchantId,
      merchant_order_no: r.merchantOrderNo,
      network: r.network,
      asset: r.asset,
      tx_hash: r.txHash,
      amount: shown(r.amount),
      outcome: r.outcome,
      charged_to_available: shown(r.charged),
      owed: shown(r.owed),
      platform_loss: shown(r.loss),
      reason,
      resolved_at: r.resolvedAt.toISOString(),
    };
  }
  return { resolve };
}
