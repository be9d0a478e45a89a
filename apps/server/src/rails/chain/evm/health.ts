import type { ChainHealth } from '../types';
import type { NodePool } from './node-pool';
import type { RpcOutcomes } from './rpc';

/**
 * Keeps one network's health from the outcome of each request that reaches its node: the JSON-RPC
 * transport reports every answer (an error the node answers with is an answer) and every request
 * that got none (connection refused, timed out, an HTTP failure), after its retries.
 */
export class HealthRecorder implements RpcOutcomes {
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

/** The error's first line, with what lies under it (e.g. "HTTP request failed: connect ECONNREFUSED …"). */
function shortMessage(err: unknown): string {
  const e = err as { shortMessage?: unknown; message?: unknown };
  const text = typeof e?.shortMessage === 'string' ? e.shortMessage : String(e?.message ?? err);
  const root = rootCause(err);
  const under = root && !text.includes(root) ? `${text.replace(/\.$/, '')}: ${root}` : text;
  return under.split('\n')[0]!.slice(0, 300);
}

/** The message of the deepest cause of an error, when it has any. */
function rootCause(err: unknown): string | null {
  let at: unknown = err;
  for (let depth = 0; depth < 8; depth++) {
    const cause = (at as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error)) break;
    at = cause;
  }
  if (at === err || !(at instanceof Error)) return null;
  const code = (at as { code?: unknown }).code;
  return at.message || (typeof code === 'string' ? code : null);
}
