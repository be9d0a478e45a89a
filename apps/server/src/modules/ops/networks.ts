import type { ChainNetworkStatus, ChainNetworkStatusList, ChainRailKind, SenderBalance } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { scanLag } from '../../rails/chain/scan-lag';
import type { ChainHealth, ChainRail } from '../../rails/chain/types';
import { type Catalogue, type NetworkBacklog, networkBacklogs } from '../crypto';

/** The longest the page waits for a node's head: a node that is down must not hold the answer. */
export const HEAD_WAIT_MS = 2000;

type HeadAnswer = { head: bigint } | { head: null; timedOut: boolean };

/** The network's head, or null when the node failed or did not answer within `ms`. */
async function headWithin(chain: ChainRail, network: string, ms: number): Promise<HeadAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<HeadAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ head: null, timedOut: true }), ms);
  });
  const asked = chain.head(network).then(
    (head): HeadAnswer => ({ head }),
    (): HeadAnswer => ({ head: null, timedOut: false }),
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const railOf = (kind: string | undefined): ChainRailKind => (kind === 'evm' ? 'evm' : 'simulated');

function statusOf(
  network: { code: string; name: string; confirmations: number },
  health: ChainHealth | undefined,
  answer: HeadAnswer,
  backlog: NetworkBacklog | undefined,
  senders: SenderBalance[],
): ChainNetworkStatus {
  const rail = railOf(health?.rail);
  // a node that did not give its head counts as failing, whatever its last call said
  const ok = (health?.ok ?? true) && answer.head !== null;
  const silence =
    'timedOut' in answer && answer.timedOut
      ? `the node did not answer within ${HEAD_WAIT_MS / 1000} s`
      : 'the node did not answer';
  return {
    code: network.code,
    name: network.name,
    rail,
    ok,
    last_ok_at: iso(health?.lastOkAt ?? null),
    failing_since: ok ? null : iso(health?.failingSince ?? null),
    last_error: ok ? null : (health?.lastError ?? silence),
    head: answer.head === null ? null : String(answer.head),
    confirmations_required: network.confirmations,
    scan_lag: scanLag(rail, backlog?.cursor ?? null, answer.head),
    confirming: {
      count: backlog?.confirming.count ?? 0,
      oldest_seen_at: iso(backlog?.confirming.oldestSeenAt ?? null),
    },
    sends_waiting: {
      count: backlog?.sendsWaiting.count ?? 0,
      oldest_created_at: iso(backlog?.sendsWaiting.oldestCreatedAt ?? null),
    },
    nodes: (health?.nodes ?? []).map((n) => ({
      label: n.label,
      state: n.state,
      reason: n.reason,
      chain_id: n.chainId,
      head: n.head === null ? null : String(n.head),
      lag: n.lag,
      last_ok_at: iso(n.lastOkAt),
      failing_since: iso(n.failingSince),
      last_error: n.lastError,
    })),
    senders,
  };
}

/**
 * Each network of the catalogue as an operator watches it: the rail's health and head (asked of
 * every node at once, each bounded), the crypto module's backlog of the network, and its senders'
 * balances of the last check against their thresholds.
 */
export function opsNetworks(
  deps: Deps,
  catalogue: () => Promise<Catalogue>,
  senders: () => Promise<Map<string, SenderBalance[]>>,
) {
  async function list(): Promise<ChainNetworkStatusList> {
    const [c, backlogs, held] = await Promise.all([catalogue(), networkBacklogs(deps.db), senders()]);
    const networks = [...c.networks.values()];
    const answers = await Promise.all(networks.map((n) => headWithin(deps.chain, n.code, HEAD_WAIT_MS)));
    // read after the heads: their outcome is the freshest the rail knows
    const health = new Map(deps.chain.health().map((h) => [h.network, h]));
    return {
      items: networks.map((n, i) =>
        statusOf(n, health.get(n.code), answers[i]!, backlogs.get(n.code), held.get(n.code) ?? []),
      ),
      checked_at: deps.clock.now().toISOString(),
    };
  }
  return { list };
}
