import { type EIP1193RequestFn, http } from 'viem';
import { blockNamed } from './block-named';
import { shortMessage } from './error-text';
import { type EvmNode, type NodeHealth, nodeLabel } from './node-health';

export interface NodePoolSettings {
  chainId: number;
  /** A node whose head is more blocks than this behind the highest head the others answer is set aside. */
  maxLagBlocks: number;
  /** Longest wait for one node's answer before the next node is asked. */
  timeoutMs: number;
  /** Retries of a request no node answered, after 150 ms, 300 ms, 600 ms… */
  retries: number;
}

/** Errors of an HTTP request the node never answered; any other error is the node's answer. */
const UNANSWERED = new Set(['HttpRequestError', 'TimeoutError']);
/** The least time between two rounds of asking every node its chain id and head. */
const PROBE_EVERY_MS = 1000;

/** The highest head the nodes answered (null when none has). */
function highestHead(nodes: readonly EvmNode[]): bigint | null {
  return nodes.reduce<bigint | null>(
    (m, n) => (n.head !== null && (m === null || n.head > m) ? n.head : m),
    null,
  );
}

/** Where the pool tells whether a request reached a node at all (the network's health). */
export interface PoolOutcomes {
  answered(): void;
  failed(err: unknown): void;
}

export class NoNodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HttpRequestError';
  }
}

/**
 * The nodes of one network behind one JSON-RPC entry point. A request goes to the first node in use
 * (the order of the settings, a node that just failed last) and, when that node does not answer, to
 * the next one. Every node is asked its chain id and head at most once a second (`refresh`): a node on
 * another chain, or more than `maxLagBlocks` behind the highest head, is set aside and asked nothing
 * else until a later round finds it right. A request naming a block (logs up to it, the block itself)
 * goes only to a node known to have reached that block, so a node behind never answers "nothing there".
 */
export class NodePool {
  readonly nodes: EvmNode[];
  private probing: Promise<void> | undefined;
  private probedAt = 0;

  constructor(
    urls: readonly string[],
    private readonly settings: NodePoolSettings,
    private readonly now: () => Date,
    private readonly outcomes?: PoolOutcomes,
  ) {
    this.nodes = urls.map((url, i) => ({
      url,
      label: nodeLabel(url, i),
      request: http(url, {
        batch: { batchSize: 200, wait: 0 },
        retryCount: 0,
        timeout: settings.timeoutMs,
      })({ retryCount: 0 }).request as EIP1193RequestFn,
      chainId: null,
      head: null,
      setAside: null,
      failingSince: null,
      lastOkAt: null,
      lastError: null,
    }));
  }

  /** Asks every node its chain id and head; resolves once the first round is done, later rounds run on their own. */
  refresh(): Promise<void> {
    if (this.probing) return this.probedAt === 0 ? this.probing : Promise.resolve();
    if (Date.now() - this.probedAt < PROBE_EVERY_MS) return Promise.resolve();
    const first = this.probedAt === 0;
    this.probing = this.probe().finally(() => {
      this.probedAt = Date.now();
      this.probing = undefined;
    });
    return first ? this.probing : Promise.resolve();
  }

  /** One round: each node's chain id and head, then who is set aside. */
  async probe(): Promise<void> {
    await Promise.all(
      this.nodes.map(async (node) => {
        try {
          const [chainId, head] = await Promise.all([
            node.request({ method: 'eth_chainId' }) as Promise<string>,
            node.request({ method: 'eth_blockNumber' }) as Promise<string>,
          ]);
          node.chainId = Number(BigInt(chainId));
          node.head = BigInt(head);
          this.answered(node);
        } catch (err) {
          if (UNANSWERED.has((err as { name?: string }).name ?? '')) this.failed(node, err);
          else this.answered(node);
        }
      }),
    );
    const top = highestHead(
      this.nodes.filter((n) => n.chainId === this.settings.chainId && n.failingSince === null),
    );
    for (const node of this.nodes) {
      // a node that did not answer this round is failing: its last head says nothing of its lag now
      if (node.failingSince !== null) node.setAside = node.setAside === 'chain_id' ? 'chain_id' : null;
      else if (node.chainId !== null && node.chainId !== this.settings.chainId) node.setAside = 'chain_id';
      else if (top !== null && node.head !== null && top - node.head > BigInt(this.settings.maxLagBlocks))
        node.setAside = 'lagging';
      else node.setAside = null;
    }
  }

  /** The highest head a node in use answered. */
  topHead(): bigint | null {
    return highestHead(this.inUse());
  }

  /** Nodes a request may go to, in the order they are asked: answering ones first, then the failing. */
  private inUse(): EvmNode[] {
    const usable = this.nodes.filter((n) => n.setAside === null);
    return [
      ...usable.filter((n) => n.failingSince === null),
      ...usable.filter((n) => n.failingSince !== null),
    ];
  }

  /** The JSON-RPC entry point of the network (viem's `custom` transport takes it). */
  readonly request = (async (args: { method: string; params?: unknown }) => {
    let last: unknown;
    for (let round = 0; round <= this.settings.retries; round++) {
      if (round > 0) await new Promise((r) => setTimeout(r, 150 * 2 ** (round - 1)));
      const block = blockNamed(args.method, args.params);
      // with one node there is no other to ask: it answers whatever it has
      const alone = this.nodes.length === 1;
      const nodes = this.inUse().filter(
        (n) => block === null || alone || (n.head !== null && n.head >= block),
      );
      if (nodes.length === 0) last = new NoNodeError(this.noneFor(block));
      for (const node of nodes) {
        try {
          const out = await node.request(args as never);
          this.answered(node);
          if (args.method === 'eth_blockNumber') node.head = BigInt(out as string);
          this.outcomes?.answered();
          return out;
        } catch (err) {
          if (!UNANSWERED.has((err as { name?: string }).name ?? '')) {
            this.answered(node);
            this.outcomes?.answered();
            throw err;
          }
          this.failed(node, err);
          last = err;
        }
      }
    }
    this.outcomes?.failed(last);
    throw last;
  }) as EIP1193RequestFn;

  private noneFor(block: bigint | null): string {
    if (block === null) return 'every node of the network is set aside (another chain id, or too far behind)';
    return `no node in use has reached block ${block} yet`;
  }

  private answered(node: EvmNode): void {
    node.lastOkAt = this.now();
    node.failingSince = null;
    node.lastError = null;
  }

  private failed(node: EvmNode, err: unknown): void {
    node.failingSince ??= this.now();
    node.lastError = shortMessage(err);
  }

  /** Each node as an operator sees it. */
  read(): NodeHealth[] {
    const top = this.topHead();
    const first = this.inUse()[0];
    return this.nodes.map((n) => ({
      label: n.label,
      state: n.setAside ? 'set_aside' : n.failingSince ? 'failing' : n === first ? 'in_use' : 'standby',
      reason: n.setAside,
      chainId: n.chainId,
      head: n.head,
      lag: top !== null && n.head !== null && top > n.head ? Number(top - n.head) : 0,
      lastOkAt: n.lastOkAt,
      failingSince: n.failingSince,
      lastError: n.lastError,
    }));
  }
}
