import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type AddressBook, type AddressKind, isValidAddress } from './addresses';
import type { ChainSimulator, SimulatedTransfer } from './simulator';
import {
  type ChainHealth,
  type ChainHoldings,
  type ChainRail,
  ChainSendError,
  type ChainTransfer,
  type Finality,
  type SenderBalance,
  type SendRequest,
} from './types';

const KIND: Record<string, AddressKind> = { ERC20: 'evm', TRC20: 'tron' };

export function addressKindOf(network: string): AddressKind {
  const kind = KIND[network];
  if (!kind) throw new Error(`unknown network ${network}`);
  return kind;
}

function txHash(network: string): string {
  const hex = randomBytes(32).toString('hex');
  return addressKindOf(network) === 'evm' ? `0x${hex}` : hex;
}

interface TransferRow {
  id: bigint;
  network: string;
  asset: string;
  tx_hash: string;
  log_index: number;
  from_address: string;
  to_address: string;
  amount: bigint;
  block_height: bigint | null;
  block_hash: string | null;
  [key: string]: unknown;
}

/**
 * A chain kept in the database: transfers wait in a mempool until a block
 * takes them. Blocks are mined on a timer (any instance may, one at a time)
 * or on demand by tests and the dev endpoint.
 */
export class SimulatedChain implements ChainRail, ChainSimulator {
  readonly kind = 'simulated';
  /** Sends to these addresses are refused by the chain (to exercise failures). */
  readonly refusedAddresses = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly addresses: AddressBook,
  ) {}

  depositAddress(network: string, index: bigint): string {
    return this.addresses.derive(addressKindOf(network), index);
  }

  depositAddresses(network: string, indexes: readonly bigint[]): string[] {
    return this.addresses.deriveMany(addressKindOf(network), indexes);
  }

  isValidAddress(network: string, address: string): boolean {
    return KIND[network] !== undefined && isValidAddress(addressKindOf(network), address);
  }

  /** A simulated network counts its confirmations: it names no settled or final block. */
  async finality(): Promise<Finality | null> {
    return null;
  }

  /** A simulated network has no real token for a wallet to pay with: its payer types the address. */
  paymentRequest(): string | null {
    return null;
  }

  simulates(network: string): boolean {
    return KIND[network] !== undefined;
  }

  takesBack(network: string): boolean {
    return this.simulates(network);
  }

  hotWallet(network: string): string {
    return this.addresses.hotWallet[addressKindOf(network)];
  }

  faucetAddress(network: string): string {
    return this.addresses.faucet[addressKindOf(network)];
  }

  async scan(network: string, cursor: string | null, limit: number) {
    const rows = await this.db.query<TransferRow>(
      `SELECT t.id, t.network, t.asset, t.tx_hash, t.log_index, t.from_address, t.to_address, t.amount,
         t.block_height, b.hash AS block_hash
       FROM sim_chain_transfers t
       LEFT JOIN sim_chain_blocks b ON b.network = t.network AND b.height = t.block_height
       WHERE t.network = $1 AND t.id > $2 ORDER BY t.id LIMIT $3`,
      [network, cursor ?? '0', limit],
    );
    const transfers: ChainTransfer[] = rows.map((r) => ({
      network: r.network,
      asset: r.asset,
      txHash: r.tx_hash,
      logIndex: r.log_index,
      from: r.from_address,
      to: r.to_address,
      amount: r.amount,
      blockHeight: r.block_height,
      blockHash: r.block_hash,
    }));
    const last = rows.at(-1);
    // fewer than asked: every transfer after the cursor was read
    return { transfers, cursor: last ? String(last.id) : cursor, caughtUp: rows.length < limit };
  }

  async head(network: string): Promise<bigint> {
    const rows = await this.db.query<{ h: bigint | null }>(
      'SELECT max(height) AS h FROM sim_chain_blocks WHERE network = $1',
      [network],
    );
    return rows[0]?.h ?? 0n;
  }

  async locate(network: string, txHashes: string[]) {
    const rows = await this.db.query<{ tx_hash: string; block_height: bigint | null }>(
      'SELECT tx_hash, block_height FROM sim_chain_transfers WHERE network = $1 AND tx_hash = ANY($2)',
      [network, txHashes],
    );
    return new Map(rows.map((r) => [r.tx_hash, { height: r.block_height, txHash: r.tx_hash }]));
  }

  async blockHashes(network: string, heights: readonly bigint[]) {
    const rows = await this.db.query<{ height: bigint; hash: string }>(
      'SELECT height, hash FROM sim_chain_blocks WHERE network = $1 AND height = ANY($2::bigint[])',
      [network, heights],
    );
    return new Map(rows.map((r) => [r.height, r.hash]));
  }

  /** The head and the hashes at the heights, in one statement. */
  async view(network: string, heights: readonly bigint[]) {
    const rows = await this.db.query<{ head: bigint | null; height: bigint | null; hash: string | null }>(
      `SELECT h.head, b.height, b.hash
       FROM (SELECT max(height) AS head FROM sim_chain_blocks WHERE network = $1) h
       LEFT JOIN sim_chain_blocks b ON b.network = $1 AND b.height = ANY($2::bigint[])`,
      [network, heights],
    );
    const hashes = new Map<bigint, string>();
    for (const r of rows) if (r.height !== null && r.hash !== null) hashes.set(r.height, r.hash);
    return { head: rows[0]?.head ?? 0n, hashes };
  }

  /**
   * Takes back the newest `depth` blocks: their transfers return to the mempool as new entries
   * (a scan reports them again, as a node reports a log again when its block changes), except those
   * in `drop`, which vanish. The next mined block gets a new hash at the first height taken back.
   */
  async reorg(network: string, depth: number, drop: readonly string[] = []): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sim-chain:${network}`]);
      const [row] = await tx.query<{ h: bigint | null }>(
        'SELECT max(height) AS h FROM sim_chain_blocks WHERE network = $1',
        [network],
      );
      const from = (row?.h ?? 0n) - BigInt(depth) + 1n;
      await tx.query(
        `WITH taken AS (
           DELETE FROM sim_chain_transfers WHERE network = $1 AND block_height >= $2 RETURNING *
         )
         INSERT INTO sim_chain_transfers (network, asset, tx_hash, log_index, from_address, to_address, amount,
           reference, created_at)
         SELECT network, asset, tx_hash, log_index, from_address, to_address, amount, reference, created_at
         FROM taken WHERE NOT (tx_hash = ANY($3::text[])) ORDER BY id`,
        [network, from, drop],
      );
      await tx.query('DELETE FROM sim_chain_blocks WHERE network = $1 AND height >= $2', [network, from]);
    });
  }

  /** Nothing to tend: a send is in the mempool as soon as it is made. */
  async tend(_network: string): Promise<void> {}

  /** The simulated chain is the database: it answers while the database does. */
  /** The simulated chain's deposit addresses are never swept (its tokens live in the database). */
  sweeper(): null {
    return null;
  }

  /** The simulated chain sends from no wallet of its own: nothing runs low. */
  senderBalances(): Promise<SenderBalance[]> {
    return Promise.resolve([]);
  }

  /** The simulated networks charge the catalogue's flat fees. */
  payoutFee(): Promise<bigint | null> {
    return Promise.resolve(null);
  }

  health(): ChainHealth[] {
    return Object.keys(KIND).map((network) => ({
      network,
      rail: this.kind,
      ok: true,
      lastOkAt: this.clock.now(),
      failingSince: null,
      lastError: null,
      nodes: [],
    }));
  }

  /**
   * What the mined transfers left on the hot wallet and on the deposit addresses: what came in less
   * what went out (the hot wallet, never funded on a simulated chain, is below zero by what it sent).
   */
  async holdings(network: string, asset: string, depositIndexes: readonly bigint[]): Promise<ChainHoldings> {
    const deposits = this.depositAddresses(network, depositIndexes);
    const [row] = await this.db.query<{ wallets: bigint; deposits: bigint }>(
      `SELECT
         coalesce(sum(CASE WHEN to_address = $3 THEN amount ELSE 0 END)
           - sum(CASE WHEN from_address = $3 THEN amount ELSE 0 END), 0)::bigint AS wallets,
         coalesce(sum(CASE WHEN to_address = ANY($4::text[]) THEN amount ELSE 0 END)
           - sum(CASE WHEN from_address = ANY($4::text[]) THEN amount ELSE 0 END), 0)::bigint AS deposits
       FROM sim_chain_transfers
       WHERE network = $1 AND asset = $2 AND block_height IS NOT NULL
         AND (to_address = $3 OR from_address = $3 OR to_address = ANY($4::text[]) OR from_address = ANY($4::text[]))`,
      [network, asset, this.hotWallet(network), deposits],
    );
    return { wallets: row?.wallets ?? 0n, deposits: row?.deposits ?? 0n };
  }

  /** Puts a transfer into the mempool (the dev faucet and every send end here). */
  async transfer(q: Queryable, t: SimulatedTransfer): Promise<string> {
    const hash = txHash(t.network);
    const rows = await q.query<{ tx_hash: string }>(
      `INSERT INTO sim_chain_transfers (network, asset, tx_hash, from_address, to_address, amount, reference, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (reference) DO UPDATE SET reference = EXCLUDED.reference RETURNING tx_hash`,
      [t.network, t.asset, hash, t.from, t.to, t.amount, t.reference ?? null, this.clock.now()],
    );
    return rows[0]!.tx_hash;
  }

  async send(req: SendRequest) {
    if (this.refusedAddresses.has(req.to)) throw new ChainSendError('the chain refused the transaction');
    const txHash = await this.transfer(this.db, {
      network: req.network,
      asset: req.asset,
      from: this.hotWallet(req.network),
      to: req.to,
      amount: req.amount,
      reference: req.reference,
    });
    return { txHash };
  }

  /**
   * Mines one block on each network, taking every pending transfer. With
   * `ifOlderThanMs`, a network is skipped when its last block is younger
   * (checked under the network's lock, so instances never mine twice).
   */
  async mine(networks: string[], ifOlderThanMs?: number): Promise<Record<string, number>> {
    const heights: Record<string, number> = {};
    for (const network of networks) {
      heights[network] = await this.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sim-chain:${network}`]);
        const [row] = await tx.query<{ h: bigint | null; last: Date | null }>(
          'SELECT max(height) AS h, max(mined_at) AS last FROM sim_chain_blocks WHERE network = $1',
          [network],
        );
        const now = this.clock.now();
        if (ifOlderThanMs !== undefined && row?.last && now.getTime() - row.last.getTime() < ifOlderThanMs) {
          return Number(row.h ?? 0n);
        }
        const height = (row?.h ?? 0n) + 1n;
        await tx.query('INSERT INTO sim_chain_blocks (network, height, mined_at) VALUES ($1, $2, $3)', [
          network,
          height,
          now,
        ]);
        await tx.query(
          'UPDATE sim_chain_transfers SET block_height = $2 WHERE network = $1 AND block_height IS NULL',
          [network, height],
        );
        return Number(height);
      });
    }
    return heights;
  }
}
