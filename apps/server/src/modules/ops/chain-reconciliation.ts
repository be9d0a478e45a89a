import { type ChainReconciliation, fromMinor, type ReconciliationRow } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ChainHoldings, ChainRail, Located } from '../../rails/chain/types';
import { type Catalogue, type ChainBookFacts, chainBookFacts } from '../crypto';
import { accountBalance, chainClearing } from '../ledger';

/** The longest a reconciliation waits for a node's balances of one asset. */
const HOLDINGS_WAIT_MS = 20_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the node did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

type Tallies = Map<string, { amount: bigint; count: number }>;
const add = (to: Tallies, asset: string, amount: bigint) => {
  const cur = to.get(asset) ?? { amount: 0n, count: 0 };
  to.set(asset, { amount: cur.amount + amount, count: cur.count + 1 });
};

/**
 * Per asset, our sends the chain has mined and the ledger has not booked yet (`mined`), and the sends
 * booked as delivered the chain does not hold yet: taken back by a reorganisation, or sent again after it
 * made them undeliverable and not mined yet (`retaken`).
 */
async function sendsInFlight(chain: ChainRail, network: string, facts: ChainBookFacts) {
  const mined: Tallies = new Map();
  const retaken: Tallies = new Map(facts.retaken);
  const hashes = [...facts.openSends, ...facts.redeliveries].flatMap((s) => (s.txHash ? [s.txHash] : []));
  const located = hashes.length ? await chain.locate(network, hashes) : new Map<string, Located>();
  const isMined = (hash: string | null) => {
    const at = hash ? located.get(hash) : undefined;
    return !!at && at.height !== null && !at.reverted;
  };
  for (const s of facts.openSends) if (isMined(s.txHash)) add(mined, s.asset, s.amount);
  for (const s of facts.redeliveries) if (!isMined(s.txHash)) add(retaken, s.asset, s.amount);
  return { mined, retaken };
}

/**
 * What the chain holds per network and asset (the platform's wallets and its deposit addresses)
 * against what the ledger says the platform holds there (minus its chain clearing account), the
 * difference explained by the items that are known to stand between them, and the rest unexplained.
 */
export function chainReconciliation(
  deps: { db: Queryable; chain: ChainRail; clock: Clock },
  catalogue: () => Promise<Catalogue>,
) {
  async function network(
    code: string,
    assets: string[],
    decimals: Map<string, number>,
  ): Promise<ReconciliationRow[]> {
    const facts = await chainBookFacts(deps.db, code);
    let sends: { mined: Tallies; retaken: Tallies } = { mined: new Map(), retaken: facts.retaken };
    let sendsError: string | null = null;
    try {
      sends = await within(sendsInFlight(deps.chain, code, facts), HOLDINGS_WAIT_MS);
    } catch (err) {
      sendsError = err instanceof Error ? err.message : String(err);
    }
    const rows: ReconciliationRow[] = [];
    for (const asset of assets) {
      const d = decimals.get(asset) ?? 6;
      const shown = (v: bigint) => fromMinor(v, d);
      const ledger = -(await accountBalance(deps.db, chainClearing(code), asset));
      let held: ChainHoldings | null = null;
      let error = sendsError;
      try {
        held = await within(deps.chain.holdings(code, asset, facts.depositIndexes), HOLDINGS_WAIT_MS);
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      const unconfirmed = facts.unconfirmed.get(asset) ?? { amount: 0n, count: 0 };
      const mined = sends.mined.get(asset) ?? { amount: 0n, count: 0 };
      const reorged = facts.reorged.get(asset) ?? { amount: 0n, count: 0 };
      const retaken = sends.retaken.get(asset) ?? { amount: 0n, count: 0 };
      const explained = [
        { item: 'deposits_unconfirmed' as const, amount: unconfirmed.amount, count: unconfirmed.count },
        { item: 'sends_unbooked' as const, amount: -mined.amount, count: mined.count },
        { item: 'reorged_unresolved' as const, amount: -reorged.amount, count: reorged.count },
        { item: 'sends_retaken' as const, amount: retaken.amount, count: retaken.count },
      ];
      const onChain = held ? held.wallets + held.deposits : null;
      const difference = onChain === null ? null : onChain - ledger;
      const unexplained =
        difference === null ? null : explained.reduce((left, e) => left - e.amount, difference);
      rows.push({
        network: code,
        asset,
        on_chain: onChain === null ? null : shown(onChain),
        wallets: held ? shown(held.wallets) : null,
        deposit_addresses: held ? shown(held.deposits) : null,
        addresses: facts.depositIndexes.length,
        ledger: shown(ledger),
        difference: difference === null ? null : shown(difference),
        explained: explained.map((e) => ({ item: e.item, amount: shown(e.amount), count: e.count })),
        unexplained: unexplained === null ? null : shown(unexplained),
        ok: unexplained === 0n && error === null,
        error,
      });
    }
    return rows;
  }

  async function report(): Promise<ChainReconciliation> {
    const c = await catalogue();
    const all = await Promise.all(
      [...c.networks.values()].map((n) => network(n.code, [...n.assets.keys()].sort(), c.decimals)),
    );
    const rows = all.flat();
    return { at: deps.clock.now().toISOString(), ok: rows.every((r) => r.ok), rows };
  }

  return { report };
}
export type ChainReconciliationService = ReturnType<typeof chainReconciliation>;

/** The report as lines of text for the command line. */
export function reconciliationText(r: ChainReconciliation): string[] {
  const lines = [`Chain holdings against the ledger at ${r.at}: ${r.ok ? 'reconciled' : 'NOT RECONCILED'}`];
  for (const row of r.rows) {
    lines.push(
      `${row.network} ${row.asset}: chain ${row.on_chain ?? '?'} (wallets ${row.wallets ?? '?'}, ${row.addresses} deposit addresses ${row.deposit_addresses ?? '?'}), ledger ${row.ledger}, difference ${row.difference ?? '?'}`,
    );
    for (const e of row.explained) if (e.count) lines.push(`    ${e.item}: ${e.amount} (${e.count})`);
    lines.push(
      `    unexplained: ${row.unexplained ?? '?'}${row.ok ? '' : '  <-- check'}${row.error ? ` (${row.error})` : ''}`,
    );
  }
  return lines;
}
