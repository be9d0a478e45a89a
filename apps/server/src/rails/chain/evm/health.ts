import type { ChainHealth } from '../types';
import { shortMessage } from './error-text';
import type { NodePool, PoolOutcomes } from './node-pool';

/**
 * Keeps one network's health from the outcome of each request that reaches its node: the JSON-RPC
 * transport reports every answer (an error the node answers with is an answer) and every request
 * that got none (connection refused, timed out, an HTTP failure), after its retries.
 */
export class HealthRecorder implements PoolOutcomes {
  private lastOkAt: Date | null = null;
  private failingSince: Date | null = null;
  private lastError: string | null = null;
  private pool: NodePool | undefined;

  constructor(
    private readonly network: string,
    private readonly rail: string,
    private readonly now: () => Date,
  ) {}

  /** The pool whose nodes the health lists, and whose heads `refresh` asks for. */
  of(pool: NodePool): this {
    this.pool = pool;
    return this;
  }

  /** Asks every node its chain id and head again (at most once a second; waits only for the first round). */
  refresh(): Promise<void> {
    return this.pool?.refresh() ?? Promise.resolve();
  }

  answered(): void {
    this.lastOkAt = this.now();
    this.failingSince = null;
    this.lastError = null;
  }

  failed(err: unknown): void {
    this.failingSince ??= this.now();
    this.lastError = shortMessage(err);
  }

  read(): ChainHealth {
    return {
      network: this.network,
      rail: this.rail,
      ok: this.failingSince === null,
      lastOkAt: this.lastOkAt,
      failingSince: this.failingSince,
      lastError: this.lastError,
      nodes: this.pool?.read() ?? [],
    };
  }
}
