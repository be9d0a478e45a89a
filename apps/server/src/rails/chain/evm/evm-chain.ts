import { type Log, type PublicClient, parseAbiItem } from 'viem';
import { type AddressBook, isValidAddress } from '../addresses';
import type {
  ChainHealth,
  ChainHoldings,
  ChainRail,
  ChainSweeper,
  ChainTransfer,
  Finality,
  Located,
  SenderBalance,
  SenderBalanceReader,
  SendRequest,
} from '../types';
import { canonicalHashes } from './block-hashes';
import { tokenTransferUri } from './eip681';
import { type FeePolicy, measuredFee } from './fee-policy';
import type { HealthRecorder } from './health';
import { tokenHeld } from './holdings';
import { Recipients, refusesRange } from './recipients';
import { advance, decodeCursor, encodeCursor, rewind, type ScanCursor } from './scan-cursor';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
type TransferLog = Log<bigint, number, false, typeof TRANSFER, true>;
/** The recipients one `eth_getLogs` names (its `to` topic): providers take lists of about this size. */
const RECIPIENT_BATCH = 1000;

const min = (a: bigint, b: bigint) => (a < b ? a : b);
/** How long a measured payout cost is quoted before it is measured again. */
const COST_KEPT_MS = 60_000;

export interface EvmSettings {
  /** The network code this node serves (ERC20). */
  network: string;
  /** The chain id (EIP-155) of the node. */
  chainId: number;
  /** Token contract address (checksummed or lower case) of each asset. */
  tokens: ReadonlyMap<string, string>;
  /** The most blocks one `eth_getLogs` asks for. */
  scanBlocks: number;
  /** Counted confirmations, or the node's `safe` or `finalized` block (EVM_FINALITY). */
  finality?: 'confirmations' | 'safe' | 'finalized';
  /** Where a network without a cursor starts reading (undefined: at the head). */
  startBlock?: bigint;
  /** What merchants pay per payout (undefined or flat: the catalogue's fee). */
  fee?: FeePolicy | null;
}

/** The hot wallet's side of the rail: sending, and where our own sends (and their replacements) stand. */
export interface EvmSends {
  send(req: SendRequest): Promise<{ txHash: string }>;
  /** Our sends among these hashes, located (a replacement's mining counts for the hash first sent); others absent. */
  locate(txHashes: string[]): Promise<Map<string, Located>>;
  /** Broadcasts what was signed but not sent, replaces sends stuck too long, watches mined ones until final. */
  tend(finalHeight?: () => Promise<bigint>): Promise<void>;
  /** The median cost (wei) of the network's last mined token sends, as their receipts said; null before any. */
  recentCost(): Promise<bigint | null>;
}

/**
 * A chain rail over an EVM node's JSON-RPC (viem). Deposits are ERC-20 `Transfer` logs of the
 * configured tokens, read with `eth_getLogs` in bounded block ranges from the cursor; a changed block
 * hash under the cursor rewinds it (`scan-cursor.ts`). Sends go through the hot wallet (`EvmSends`).
 */
export class EvmChain implements ChainRail {
  readonly kind = 'evm';
  private readonly assetOf = new Map<string, string>();
  /** The blocks one scan asks for now: halved while the provider refuses, grown back while it answers. */
  private span: bigint;
  /** The deposit addresses handed out, derived once each. */
  private readonly recipients: Recipients;
  /** A payout's measured cost (wei), kept a minute: a preview and the payout confirmed after it pay the same. */
  private cost: { wei: bigint; at: number } | null = null;

  constructor(
    private readonly settings: EvmSettings,
    private readonly client: PublicClient,
    private readonly addresses: AddressBook,
    private readonly sends: EvmSends,
    /** The node's health, kept by the client's transport (`rpcClient(…, recorder)`). */
    private readonly recorder: HealthRecorder,
    private readonly sweeps: ChainSweeper | null = null,
    /** What the hot wallet and the gas tank hold (none without them). */
    private readonly balances: SenderBalanceReader = () => Promise.resolve([]),
  ) {
    for (const [asset, address] of settings.tokens) this.assetOf.set(address.toLowerCase(), asset);
    this.span = BigInt(settings.scanBlocks);
    this.recipients = new Recipients(addresses);
  }

  private own(network: string) {
    if (network !== this.settings.network)
      throw new Error(`the EVM node serves ${this.settings.network}, not ${network}`);
  }

  depositAddress(network: string, index: bigint): string {
    this.own(network);
    return this.addresses.derive('evm', index);
  }

  depositAddresses(network: string, indexes: readonly bigint[]): string[] {
    this.own(network);
    return this.addresses.deriveMany('evm', indexes);
  }

  isValidAddress(network: string, address: string): boolean {
    return network === this.settings.network && isValidAddress('evm', address);
  }

  async finality(network: string): Promise<Finality | null> {
    this.own(network);
    const tag = this.settings.finality ?? 'confirmations';
    if (tag === 'confirmations') return null;
    const heightOf = async (blockTag: 'safe' | 'finalized') =>
      (await this.client.getBlock({ blockTag, includeTransactions: false })).number;
    const [settled, final] = await Promise.all([
      heightOf(tag),
      tag === 'finalized' ? null : heightOf('finalized'),
    ]);
    return { settled, final: final ?? settled };
  }

  paymentRequest(network: string, asset: string, to: string, amount: bigint | null): string | null {
    const token = this.settings.tokens.get(asset);
    if (network !== this.settings.network || !token || (amount !== null && amount <= 0n)) return null;
    return tokenTransferUri({ token, chainId: this.settings.chainId, to, amount });
  }

  async payoutFee(network: string, asset: string, decimals: number): Promise<bigint | null> {
    this.own(network);
    const policy = this.settings.fee;
    if (policy?.policy !== 'measured') return null;
    if (!this.cost || Date.now() - this.cost.at > COST_KEPT_MS) {
      const recent = await this.sends.recentCost();
      const wei = recent ?? BigInt(policy.gas) * (await this.client.estimateFeesPerGas()).maxFeePerGas;
      this.cost = { wei, at: Date.now() };
    }
    return measuredFee(policy, asset, decimals, this.cost.wei);
  }

  health(): ChainHealth[] {
    return [this.recorder.read()];
  }

  senderBalances(network: string): Promise<SenderBalance[]> {
    this.own(network);
    return this.balances();
  }

  async head(network: string): Promise<bigint> {
    this.own(network);
    await this.recorder.refresh();
    return this.client.getBlockNumber({ cacheTime: 0 });
  }

  async scan(network: string, cursorText: string | null, limit: number, watched?: bigint) {
    this.own(network);
    await this.recorder.refresh();
    const head = await this.client.getBlockNumber({ cacheTime: 0 });
    let cursor: ScanCursor = cursorText
      ? decodeCursor(cursorText)
      : { next: this.settings.startBlock ?? head, recent: [] };
    if (cursor.recent.length) {
      cursor = rewind(
        cursor,
        await this.blockHashes(
          network,
          cursor.recent.map((r) => r.height),
        ),
      );
    }
    let to = cursor.next + this.span - 1n;
    if (to > head) to = head;
    if (to < cursor.next) return { transfers: [], cursor: encodeCursor(cursor), caughtUp: true };
    const recipients = watched === undefined ? undefined : await this.recipients.upTo(watched);
    let logs: TransferLog[];
    let refused = false;
    for (;;) {
      try {
        logs = await this.logs(cursor.next, to, recipients);
        break;
      } catch (err) {
        // a provider that refuses the range (too many results, too many blocks, too slow): half of it
        if (!refusesRange(err) || to === cursor.next) throw err;
        refused = true;
        to = cursor.next + (to - cursor.next) / 2n;
        this.span = to - cursor.next + 1n;
      }
    }
    // a range holding far more than a batch is read in halves (never less than one block)
    while (logs.length > limit && to > cursor.next) {
      to = cursor.next + (to - cursor.next) / 2n;
      logs = await this.logs(cursor.next, to, recipients);
    }
    // ranges grow back, up to the setting, while the provider answers them
    if (!refused) this.span = min(this.span * 2n, BigInt(this.settings.scanBlocks));
    const top = await this.client.getBlock({ blockNumber: to });
    const transfers = logs.map((l) => this.transferOf(l));
    return { transfers, cursor: encodeCursor(advance(cursor, to, top.hash!)), caughtUp: to === head };
  }

  /**
   * The token transfers of the blocks, oldest first: to the recipients only when they are given (the
   * `to` topic, asked in batches), else every one.
   */
  private async logs(fromBlock: bigint, toBlock: bigint, recipients?: readonly `0x${string}`[]) {
    const address = [...this.settings.tokens.values()] as `0x${string}`[];
    const ask = (to?: `0x${string}`[]) =>
      this.client.getLogs({
        address,
        event: TRANSFER,
        args: to ? { to } : undefined,
        fromBlock,
        toBlock,
        strict: true,
      });
    if (!recipients) return ask();
    if (!recipients.length) return [];
    const batches: `0x${string}`[][] = [];
    for (let i = 0; i < recipients.length; i += RECIPIENT_BATCH)
      batches.push(recipients.slice(i, i + RECIPIENT_BATCH) as `0x${string}`[]);
    const found = (await Promise.all(batches.map((b) => ask(b)))).flat();
    return found.sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    );
  }

  private transferOf(l: TransferLog): ChainTransfer {
    return {
      network: this.settings.network,
      asset: this.assetOf.get(l.address.toLowerCase())!,
      txHash: l.transactionHash,
      logIndex: l.logIndex,
      from: l.args.from,
      to: l.args.to,
      amount: l.args.value,
      blockHeight: l.blockNumber,
      blockHash: l.blockHash,
    };
  }

  async locate(network: string, txHashes: string[]): Promise<Map<string, Located>> {
    this.own(network);
    if (!txHashes.length) return new Map();
    const out = await this.sends.locate(txHashes);
    const others = txHashes.filter((h) => !out.has(h));
    const receipts = await Promise.all(
      others.map((hash) =>
        this.client.getTransactionReceipt({ hash: hash as `0x${string}` }).catch((err: unknown) => {
          if ((err as { name?: string }).name === 'TransactionReceiptNotFoundError') return null;
          throw err;
        }),
      ),
    );
    others.forEach((hash, i) => {
      const r = receipts[i];
      if (r && r.status === 'success') out.set(hash, { height: r.blockNumber, txHash: hash });
    });
    return out;
  }

  blockHashes(network: string, heights: readonly bigint[]): Promise<Map<bigint, string>> {
    this.own(network);
    return heights.length ? canonicalHashes(this.client, heights) : Promise.resolve(new Map());
  }

  async view(network: string, heights: readonly bigint[]) {
    const head = await this.head(network);
    return { head, hashes: await this.blockHashes(network, heights) };
  }

  send(req: SendRequest): Promise<{ txHash: string }> {
    this.own(req.network);
    return this.sends.send(req);
  }

  sweeper(network: string): ChainSweeper | null {
    this.own(network);
    return this.sweeps;
  }

  /** The token's `balanceOf` of the hot wallet, the gas tank and each deposit address, at the newest block. */
  async holdings(network: string, asset: string, depositIndexes: readonly bigint[]): Promise<ChainHoldings> {
    this.own(network);
    const token = this.settings.tokens.get(asset);
    if (!token) return { wallets: 0n, deposits: 0n };
    const { hotWallet, gasTank } = this.addresses;
    const [wallets, deposits] = await Promise.all([
      tokenHeld(this.client, token, [hotWallet.evm, gasTank.evm]),
      tokenHeld(this.client, token, this.addresses.deriveMany('evm', depositIndexes)),
    ]);
    return { wallets, deposits };
  }

  tend(network: string, finalHeight: () => Promise<bigint>): Promise<void> {
    this.own(network);
    return this.sends.tend(finalHeight);
  }
}
