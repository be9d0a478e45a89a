import type { NodeHealth } from './evm/node-health';

/** A token transfer as a chain reports it. */
export interface ChainTransfer {
  network: string;
  asset: string;
  txHash: string;
  logIndex: number;
  from: string;
  to: string;
  amount: bigint;
  /** null while in the mempool. */
  blockHeight: bigint | null;
  /** The hash of the block holding it (null while in the mempool): a reorg changes it. */
  blockHash: string | null;
}

/**
 * A network a rail serves as the catalogue lists it, registered at start: its name and confirmations
 * (null: the catalogue's), and per asset the least amount received and the payout fee as decimal
 * strings of the asset's units (null: the catalogue's).
 */
export interface NetworkListing {
  code: string;
  name: string | null;
  confirmations: number | null;
  assets: { asset: string; minReceive: string | null; networkFee: string | null }[];
  /** Where the settings describe it, for messages. */
  where: string;
}

/** How a network's node has answered lately: what an operator sees when it fails. */
export interface ChainHealth {
  network: string;
  rail: string;
  ok: boolean;
  /** When the node last answered. */
  lastOkAt: Date | null;
  /** Since when it has been failing (null while it answers). */
  failingSince: Date | null;
  lastError: string | null;
  /** Each JSON-RPC node of the network (none for a simulated one). */
  nodes: NodeHealth[];
}

/**
 * An account of the platform that sends on a network: the hot wallet (payouts and refunds, in each
 * token, with the network's own coin for their gas) and the gas tank (the gas of sweeps, in the coin).
 */
export type SenderRole = 'hot' | 'gas_tank';

/** What one sender holds of one asset, with the low-balance threshold the network's settings name. */
export interface SenderBalance {
  sender: SenderRole;
  asset: string;
  address: string;
  /** Minor units of the asset (wei for the network's own coin). */
  amount: bigint;
  /** The settings' threshold, a decimal string of the asset's units; null: the settings name none. */
  threshold: string | null;
}

/** Reads what the platform's senders hold on one network. */
export type SenderBalanceReader = () => Promise<SenderBalance[]>;

/** The heights of a network's settled and final blocks (`settled` ≥ `final`). */
export interface Finality {
  settled: bigint;
  final: bigint;
}

/** Where one transaction stands on the chain. */
export interface Located {
  /** null while pending. */
  height: bigint | null;
  /** The hash that was mined: another than the one asked for when a fee bump replaced it. */
  txHash: string;
  /** What the network charged for one of our own sends, once mined, in the network's own coin. */
  fee?: { asset: string; amount: bigint };
  /** Mined but reverted: the transfer did not happen, though the network still charged its fee. */
  reverted?: true;
  /** Never to be mined: a final block holds another transaction with its nonce. */
  dropped?: true;
}

/** What the chain holds of a token for the platform, in minor units, at its newest block. */
export interface ChainHoldings {
  /** On the platform's own wallets (the hot wallet, the gas tank). */
  wallets: bigint;
  /** On the deposit addresses asked for. */
  deposits: bigint;
}

export interface SendRequest {
  network: string;
  asset: string;
  to: string;
  amount: bigint;
  /** Our reference (e.g. "refund:<order id>"): the same reference is sent only once. */
  reference: string;
}

/**
 * What the platform needs of a blockchain. Implementations: `simulated`
 * (in the database, blocks on a timer, a dev faucet) and `evm` (JSON-RPC).
 */
export interface ChainRail {
  readonly kind: string;
  /** The deposit address with this index, derived from the platform's key (watch-only). */
  depositAddress(network: string, index: bigint): string;
  /** The deposit addresses of these indexes, in order: the same as one by one, for less work each. */
  depositAddresses(network: string, indexes: readonly bigint[]): string[];
  isValidAddress(network: string, address: string): boolean;
  /**
   * The request a payer's wallet reads from a QR code or a link to pay `amount` (minor units; null:
   * the payer types it) of the asset to the address, with the token and the chain in it (EIP-681 on
   * an EVM network); null where the network has no such standard, or the rail no real token (a
   * simulated network).
   */
  paymentRequest(network: string, asset: string, to: string, amount: bigint | null): string | null;
  /**
   * Transfers seen after `cursor` (mempool included), oldest first, and the cursor to continue from;
   * `caughtUp` when the scan reached the chain's head (nothing more to read now: the watcher scans
   * again only when not). `watched`: every deposit address handed out is of an index below it; a
   * rail may then read only the transfers to those addresses (others may come too).
   */
  scan(
    network: string,
    cursor: string | null,
    limit: number,
    watched?: bigint,
  ): Promise<{ transfers: ChainTransfer[]; cursor: string | null; caughtUp: boolean }>;
  /** Height of the newest block. */
  head(network: string): Promise<bigint>;
  /**
   * Where the network says its blocks are settled and final, by its own block tags (`safe`,
   * `finalized`) where the rail follows them: a deposit at or below `settled` is confirmed, and one at
   * or below `final` can no longer be replaced. Null where finality is counted in confirmations.
   */
  finality(network: string): Promise<Finality | null>;
  /**
   * Where each transaction stands, keyed by the hash asked for: absent when the chain does not
   * know it (never broadcast, dropped, or reverted by the token).
   */
  locate(network: string, txHashes: string[]): Promise<Map<string, Located>>;
  /** The canonical block hash at each height at or below the head: a block seen under another hash was reorged away. */
  blockHashes(network: string, heights: readonly bigint[]): Promise<Map<bigint, string>>;
  /** The head and the canonical hash at each height (`head` and `blockHashes`), asked together where the rail can. */
  view(network: string, heights: readonly bigint[]): Promise<{ head: bigint; hashes: Map<bigint, string> }>;
  /** Broadcasts a transfer from the hot wallet; idempotent by reference. Throws ChainSendError when refused. */
  send(req: SendRequest): Promise<{ txHash: string }>;
  /**
   * The rail's upkeep of our sends on a network: broadcasting what was signed, replacing what is stuck,
   * and watching what was mined until its block is at or below the final height `finalHeight` answers,
   * asked only when something mined is watched (a send whose block is taken back before is pending again
   * and broadcast again).
   */
  tend(network: string, finalHeight: () => Promise<bigint>): Promise<void>;
  /** How each network's node has answered lately. */
  health(): ChainHealth[];
  /**
   * What the platform's senders hold on the network (the hot wallet per asset, the gas tank), read
   * from its node; none on a network without senders of its own (a simulated one).
   */
  senderBalances(network: string): Promise<SenderBalance[]>;
  /**
   * The fee a payout of the asset pays now on the network, in the asset's minor units (`decimals`),
   * where the network's fee is measured; null where it is the catalogue's flat one.
   */
  payoutFee(network: string, asset: string, decimals: number): Promise<bigint | null>;
  /** How the network's deposit addresses are swept to the hot wallet; null when the network is not swept. */
  sweeper(network: string): ChainSweeper | null;
  /**
   * What the chain holds of the asset on the platform's wallets and on the deposit addresses of these
   * indexes, in its newest block (what waits in the mempool not counted): what the ledger reconciles with.
   */
  holdings(network: string, asset: string, depositIndexes: readonly bigint[]): Promise<ChainHoldings>;
}

/**
 * Sweeping deposit addresses of one network to the platform's hot wallet: a deposit address signs a
 * token transfer of its own, paid with gas the platform's gas tank sends it. Sends are idempotent by
 * reference; where they stand is `ChainRail.locate` (with the fee each paid).
 */
export interface ChainSweeper {
  /** The network's own coin, in which gas is paid and its fees are booked (`Located.fee.asset`). */
  readonly gasAsset: string;
  /** The token balance (minor units) of each deposit address, in the order of the indexes. */
  tokenBalances(asset: string, indexes: readonly bigint[]): Promise<bigint[]>;
  /** The deposit address's balance of the network's own coin, in wei (pending transactions counted). */
  gasBalance(index: bigint): Promise<bigint>;
  /** The most a transfer of `amount` of the asset from the deposit address costs at the current fees, in wei. */
  sweepCost(index: bigint, asset: string, amount: bigint): Promise<bigint>;
  /** The gas tank sends `wei` to the deposit address. */
  fund(index: bigint, wei: bigint, reference: string): Promise<{ txHash: string }>;
  /** The deposit address sends `amount` of the asset to the hot wallet. */
  sweep(index: bigint, asset: string, amount: bigint, reference: string): Promise<{ txHash: string }>;
}

export class ChainSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChainSendError';
  }
}

export function confirmationsOf(head: bigint, blockHeight: bigint | null): number {
  if (blockHeight === null || blockHeight > head) return 0;
  return Number(head - blockHeight + 1n);
}
