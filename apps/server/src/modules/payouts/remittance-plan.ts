import type { ChainNetwork, remittancePreviewQuery } from '@mc/contract';
import { fromMinor } from '@mc/contract';
import type { z } from 'zod';
import { fail } from '../../platform/errors';
import type { MerchantPrincipal } from '../../platform/request-context';
import { canonicalAddress } from '../settings';
import type { PayoutContext } from './context';
import { usdCents } from './fx-math';
import { needsTotp, positiveAmount, thresholdCents } from './payout-rules';
import { remittanceFacts } from './remittance-facts';

export const REMITTANCE_ARRIVAL = '10-60 minutes';

type PreviewQuery = z.output<typeof remittancePreviewQuery>;

/** A remittance worked out before it is written: what it sends, where, and what it needs. */
export interface RemittancePlan {
  asset: string;
  network: ChainNetwork;
  amount: bigint;
  fee: bigint;
  total: bigint;
  address: string;
  payeeId: string | null;
  payeeName: string | null;
  newAddress: boolean;
  usdValue: bigint;
  available: bigint;
  totpRequired: boolean;
  approvalRequired: boolean;
}

/** A remittance's recipient and figures, and the preview the console shows before it is confirmed. */
export function remittancePlanner(ctx: PayoutContext) {
  const { db, config } = ctx.deps;

  /**
   * Resolves the recipient and every figure from one read; 422 on the field at fault. With
   * `gates`, first the merchant's bound authenticator (428), as every payout needs it.
   */
  async function plan(p: MerchantPrincipal, target: PreviewQuery, gates = false): Promise<RemittancePlan> {
    const c = await ctx.catalogue();
    const kind = c.networks.get(target.network)?.addressKind ?? 'evm';
    const typed = target.payee_id ? null : canonicalAddress(kind, target.address ?? '');
    // Both sides canonical (EIP-55 or base58): equal text, found by the unique indexes.
    const facts = await remittanceFacts(db, {
      merchantId: p.merchantId,
      userId: p.userId,
      network: target.network,
      payeeId: target.payee_id ?? null,
      address: typed ?? '',
      asset: target.asset,
    });
    if (gates && !facts.authenticator_bound) {
      throw fail.precondition('authenticator_required', 'gate_authenticator_required');
    }
    const pair = c.networks.get(target.network)?.assets.get(target.asset);
    if (!pair) throw fail.field('network', 'network_invalid');
    const decimals = c.decimals.get(target.asset) ?? 6;
    const amount = positiveAmount(target.amount, decimals);

    let address: string;
    if (target.payee_id) {
      if (!facts.payee_id) throw fail.field('payee_id', 'payee_invalid');
      if (
        facts.payee_network !== target.network ||
        (facts.payee_asset !== null && facts.payee_asset !== target.asset)
      ) {
        throw fail.field('payee_id', 'payee_network_mismatch');
      }
      address = facts.payee_address!;
    } else {
      if (!typed) throw fail.field('address', 'address_invalid');
      address = typed;
    }
    if (facts.own_deposit) throw fail.field(target.payee_id ? 'payee_id' : 'address', 'address_own_deposit');

    // the network's measured fee where its settings measure it, else the catalogue's flat one
    const fee = (await ctx.deps.chain.payoutFee(target.network, target.asset, decimals)) ?? pair.networkFee;
    const total = amount + fee;
    const usdValue = usdCents(total, decimals, await ctx.usdRate(target.asset));
    return {
      asset: target.asset,
      network: target.network,
      amount,
      fee,
      total,
      address,
      payeeId: facts.payee_id,
      payeeName: facts.payee_name,
      newAddress: !facts.known,
      usdValue,
      available: facts.available,
      totpRequired: needsTotp(config, p, usdValue),
      approvalRequired: usdValue >= thresholdCents(config, facts.approval_threshold),
    };
  }

  async function previewRemittance(p: MerchantPrincipal, query: PreviewQuery) {
    const r = await plan(p, query);
    const d = (await ctx.decimalsOf())(r.asset);
    return {
      asset: query.asset,
      network: query.network,
      amount: fromMinor(r.amount, d),
      network_fee: fromMinor(r.fee, d),
      total: fromMinor(r.total, d),
      available: fromMinor(r.available, d),
      address: r.address,
      payee_name: r.payeeName,
      new_address: r.newAddress,
      totp_required: r.totpRequired,
      approval_required: r.approvalRequired,
      arrival: REMITTANCE_ARRIVAL,
    };
  }

  return { plan, previewRemittance };
}

export type RemittancePlanner = ReturnType<typeof remittancePlanner>;
