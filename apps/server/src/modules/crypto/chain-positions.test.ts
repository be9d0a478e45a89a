import { describe, expect, it } from 'vitest';
import { type OpenDeposit, positionsOf } from './chain-positions';

const deposit = (id: bigint, height: bigint): OpenDeposit => ({
  id,
  tx_hash: `0x${id}`,
  confirmations: 0,
  block_height: height,
  block_hash: `h${height}`,
});
const chain = (head: bigint) => ({
  head,
  hashes: new Map(Array.from({ length: Number(head) + 1 }, (_, h) => [BigInt(h), `h${h}`] as const)),
});
const readyIds = (r: ReturnType<typeof positionsOf>) => r.ready.map((p) => p.id);

describe('where an open deposit stands', () => {
  it('confirms at the confirmations where the chain names no settled block', () => {
    const open = [deposit(1n, 95n), deposit(2n, 98n)];
    expect(readyIds(positionsOf(open, chain(100n), new Map(), 6))).toEqual([1n]);
  });

  it("confirms at or below the chain's settled block, whatever the count, where the chain names one", () => {
    const open = [deposit(1n, 95n), deposit(2n, 98n), deposit(3n, 99n)];
    // an L2 whose safe block lags its head: the count says nothing
    expect(readyIds(positionsOf(open, chain(100n), new Map(), 6, 90n))).toEqual([]);
    expect(readyIds(positionsOf(open, chain(100n), new Map(), 6, 98n))).toEqual([1n, 2n]);
    // the counted confirmations still show on the ones that wait
    const waiting = positionsOf(open, chain(100n), new Map(), 6, 98n).progress;
    expect(waiting.map((p) => [p.id, p.confirmations])).toEqual([[3n, 2]]);
  });
});
