import type { AddressBook } from '../addresses';

/**
 * Addresses derived at a time: a large set (100,000 take about 12 s) is derived in steps of a quarter
 * second or so, the server answering requests between them.
 */
const DERIVE_STEP = 2_000;
/**
 * Indexes read beyond the bound: an address reserved (and handed out, and paid) between the bound's
 * reading and the scan is asked for too.
 */
const LOOKAHEAD = 1024;

/**
 * The deposit addresses handed out on an EVM network (indexes below a bound), derived once each and
 * kept: what a scan asks the provider for transfers to.
 */
export class Recipients {
  private readonly known: `0x${string}`[] = [];

  constructor(private readonly addresses: AddressBook) {}

  /** The addresses of the indexes below `bound`, and the next ones reserved meanwhile. */
  async upTo(bound: bigint): Promise<readonly `0x${string}`[]> {
    const wanted = Number(bound) + LOOKAHEAD;
    while (this.known.length < wanted) {
      const from = this.known.length;
      const count = Math.min(DERIVE_STEP, wanted - from);
      const indexes = Array.from({ length: count }, (_, i) => BigInt(from + i));
      for (const a of this.addresses.deriveMany('evm', indexes)) this.known.push(a as `0x${string}`);
      if (this.known.length < wanted) await new Promise((resolve) => setImmediate(resolve));
    }
    return this.known.length === wanted ? this.known : this.known.slice(0, wanted);
  }
}

/**
 * Whether a provider refused a log query for its size: too many results, too many blocks, or no answer
 * in time. A smaller range may pass; any other error is the node's and goes up.
 */
export function refusesRange(err: unknown): boolean {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { name, message, details, code } = e as {
      name?: string;
      message?: string;
      details?: string;
      code?: number;
    };
    parts.push(String(name ?? ''), String(message ?? ''), String(details ?? ''));
    if (code === -32005) return true; // "limit exceeded", as Infura and others answer
    e = (e as { cause?: unknown }).cause;
  }
  return /more than \d+ results|too many (results|logs|blocks)|block range|range (is )?too (large|wide|big)|limit exceeded|exceeds? (the )?(max|limit)|query timeout|timed? ?out|TimeoutError|took too long/i.test(
    parts.join(' '),
  );
}
