import { DEV_MNEMONIC } from '../config';
import { hotWalletAccount } from '../rails/chain/evm/keys';
import type { TestApp } from './harness';

/** The platform's hot wallet on an EVM development node: where sweeps go. */
export const hotWalletAddress = hotWalletAccount(DEV_MNEMONIC).address;

export interface SweepSeen {
  id: bigint;
  status: string;
  amount: bigint;
  funding_wei: bigint | null;
  funding_hash: string | null;
  funding_fee: bigint | null;
  sweep_hash: string | null;
  sweep_fee: bigint | null;
  [key: string]: unknown;
}

/** The sweeps of a deposit address, oldest first. */
export function sweepsOf(t: TestApp, address: string): Promise<SweepSeen[]> {
  return t.db.query<SweepSeen>(
    `SELECT id, status, amount, funding_wei, funding_hash, funding_fee, sweep_hash, sweep_fee
     FROM sweeps WHERE address = $1 ORDER BY id`,
    [address],
  );
}

/** What the `sweep` entries of a sweep moved, per account, in gwei of ETH. */
export async function sweepBookings(t: TestApp, id: bigint): Promise<Map<string, bigint>> {
  const rows = await t.db.query<{ account_key: string; amount: bigint; asset: string }>(
    `SELECT platform_account AS account_key, amount, asset FROM ledger_lines WHERE kind = 'sweep' AND ref_type = 'sweep' AND ref_id = $1`,
    [String(id)],
  );
  return new Map(rows.map((r) => [`${r.asset}:${r.account_key}`, r.amount]));
}

/** The sends (any sender) signed for a reference. */
export async function sendsNamed(t: TestApp, reference: string): Promise<number> {
  const [row] = await t.db.query<{ n: bigint }>(
    'SELECT count(*)::bigint AS n FROM evm_sends WHERE reference = $1',
    [reference],
  );
  return Number(row?.n ?? 0n);
}
