import {
  fromMinor,
  type LowBalanceThresholdsBody,
  type SenderBalance,
  type SenderRole,
  toMinor,
} from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { GAS_ASSET } from '../../rails/chain/evm/send-status';
import type { Catalogue } from '../crypto';
import { recordAudit } from './audit';
import { balanceDecimals } from './balance-units';
import { lowBalanceRepo as repo } from './low-balance-repo';

const BODY_FIELD: Record<SenderRole, keyof LowBalanceThresholdsBody> = { hot: 'hot', gas_tank: 'gas_tank' };

/**
 * The senders of each network as the Networks page shows them: the balance of the last check against
 * the threshold in force now (an operator's, else the one the settings named at the check), and the
 * thresholds operators set; operators set them network by network (audited).
 */
export function lowBalanceThresholds(deps: Deps, catalogue: () => Promise<Catalogue>) {
  /** Every network's senders, by network code. */
  async function senders(q: Queryable = deps.db, network?: string): Promise<Map<string, SenderBalance[]>> {
    const { decimals } = await catalogue();
    const decimalsOf = (asset: string) => balanceDecimals(decimals, asset);
    const [states, thresholds] = await Promise.all([repo.states(q, network), repo.thresholds(q, network)]);
    const own = new Map(thresholds.map((t) => [`${t.network}|${t.sender}|${t.asset}`, t.threshold]));
    const out = new Map<string, SenderBalance[]>();
    const add = (code: string, s: SenderBalance) => out.set(code, [...(out.get(code) ?? []), s]);
    for (const s of states) {
      const key = `${s.network}|${s.sender}|${s.asset}`;
      const mine = own.get(key);
      own.delete(key);
      const threshold = mine ?? s.settingsThreshold;
      const d = decimalsOf(s.asset);
      add(s.network, {
        sender: s.sender,
        asset: s.asset,
        address: s.address,
        balance: fromMinor(s.balance, d),
        threshold: threshold === null ? null : fromMinor(threshold, d),
        threshold_source: mine !== undefined ? 'operator' : threshold === null ? null : 'settings',
        low: threshold !== null && s.balance < threshold,
        low_since: s.low ? (s.lowSince?.toISOString() ?? null) : null,
        checked_at: s.checkedAt.toISOString(),
      });
    }
    // thresholds set before the sender's first check
    for (const t of thresholds.filter((t) => own.has(`${t.network}|${t.sender}|${t.asset}`)))
      add(t.network, {
        sender: t.sender,
        asset: t.asset,
        address: null,
        balance: null,
        threshold: fromMinor(t.threshold, decimalsOf(t.asset)),
        threshold_source: 'operator',
        low: false,
        low_since: null,
        checked_at: null,
      });
    return out;
  }

  /** The assets each sender holds on an EVM network: the hot wallet its tokens and ETH, the gas tank ETH. */
  async function heldOn(code: string): Promise<Record<SenderRole, string[]>> {
    const net = (await catalogue()).networks.get(code);
    if (!net) throw fail.notFound();
    const rail = deps.chain.health().find((h) => h.network === code)?.rail;
    if (rail !== 'evm') throw fail.field('code', 'network_no_senders');
    return { hot: [...net.assets.keys(), GAS_ASSET], gas_tank: [GAS_ASSET] };
  }

  async function set(
    op: OperatorPrincipal,
    code: string,
    body: LowBalanceThresholdsBody,
    ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
  ): Promise<{ items: SenderBalance[] }> {
    const held = await heldOn(code);
    const { decimals } = await catalogue();
    const changes: { sender: SenderRole; asset: string; threshold: bigint | null; text: string | null }[] =
      [];
    for (const sender of ['hot', 'gas_tank'] as const) {
      for (const [asset, value] of Object.entries(body[BODY_FIELD[sender]] ?? {})) {
        const field = `${sender}.${asset}`;
        if (!held[sender].includes(asset)) throw fail.field(field, 'threshold_no_asset', { asset });
        if (value === null) {
          changes.push({ sender, asset, threshold: null, text: null });
          continue;
        }
        const d = balanceDecimals(decimals, asset);
        const minor = toMinor(value, d);
        if (minor === null) throw fail.field(field, 'threshold_decimals', { asset, decimals: d });
        changes.push({ sender, asset, threshold: minor, text: fromMinor(minor, d) });
      }
    }
    return deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      for (const c of changes) {
        await repo.setThreshold(tx, { network: code, ...c }, op.operatorId, at);
        await recordAudit(tx, {
          operatorId: op.operatorId,
          action: 'low_balance_thresholds_changed',
          target: { type: 'network', id: code },
          detail: { sender: c.sender, asset: c.asset, threshold: c.text },
          ctx,
          at,
        });
      }
      return { items: (await senders(tx, code)).get(code) ?? [] };
    });
  }

  return { senders, set };
}

export type LowBalanceThresholds = ReturnType<typeof lowBalanceThresholds>;
