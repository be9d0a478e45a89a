import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { hotWalletRepo as repo } from './hot-wallet-repo';
import type { WalletNode } from './wallet-node';

export interface BroadcastLog {
  warn(details: object, message: string): void;
}

/**
 * Hands the senders' stored transactions to the node. A broadcast that fails is left to `tend()`, which
 * sends the very same bytes again, each sender's lowest nonce first; one sender's refused transaction
 * holds back only that sender's later ones.
 */
export class Broadcaster {
  constructor(
    private readonly db: Db,
    private readonly network: string,
    private readonly clock: Clock,
    private readonly log: BroadcastLog,
  ) {}

  /**
   * Every send signed and not broadcast (a restart, a refusal), lowest nonce first per sender; a sender
   * whose send fails waits for the next pass while the others go on.
   */
  async pending(nodeOf: (sender: string) => WalletNode): Promise<void> {
    const stopped = new Set<string>();
    for (const a of await repo.unbroadcast(this.db, this.network)) {
      if (stopped.has(a.sender)) continue;
      // broadcast before a restart but not recorded, or by another instance meanwhile: not sent twice
      const sent = await this.orLeave(nodeOf(a.sender), a.tx_hash, a.raw_tx, { unlessKnown: true });
      if (!sent) stopped.add(a.sender);
    }
  }

  /** Broadcasts a stored transaction and records it; false (with a warning) when the node refused it. */
  async orLeave(
    node: WalletNode,
    txHash: string,
    raw: string,
    opts = { unlessKnown: false },
  ): Promise<boolean> {
    try {
      if (!opts.unlessKnown || !(await node.knows(txHash))) await node.broadcast(raw);
      await repo.markBroadcast(this.db, txHash, this.clock.now());
      return true;
    } catch (err) {
      this.log.warn({ network: this.network, txHash, err }, 'broadcast failed; tend() sends it again');
      return false;
    }
  }
}
