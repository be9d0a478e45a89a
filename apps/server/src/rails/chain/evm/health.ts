import { type ChainHealth, ChainSendError } from '../types';

/** Keeps one network's health from the outcome of each call to its node. */
export class HealthRecorder {
  private lastOkAt: Date | null = null;
  private failingSince: Date | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly network: string,
    private readonly rail: string,
    private readonly now: () => Date,
  ) {}

  /** Runs one call to the node, remembering whether it answered. */
  async track<T>(call: () => Promise<T>): Promise<T> {
    try {
      const out = await call();
      this.lastOkAt = this.now();
      this.failingSince = null;
      this.lastError = null;
      return out;
    } catch (err) {
      if (err instanceof ChainSendError) throw err; // the chain answered: it refused
      this.failingSince ??= this.now();
      this.lastError = shortMessage(err);
      throw err;
    }
  }

  read(): ChainHealth {
    return {
      network: this.network,
      rail: this.rail,
      ok: this.failingSince === null,
      lastOkAt: this.lastOkAt,
      failingSince: this.failingSince,
      lastError: this.lastError,
    };
  }
}

function shortMessage(err: unknown): string {
  const e = err as { shortMessage?: unknown; message?: unknown };
  const text = typeof e?.shortMessage === 'string' ? e.shortMessage : String(e?.message ?? err);
  return text.split('\n')[0]!.slice(0, 300);
}
