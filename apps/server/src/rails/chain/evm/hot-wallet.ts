import { type HDAccount, type Hex, isAddress, type LocalAccount, type PublicClient } from 'viem';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { ChainSendError, type Located, type SendRequest } from '../types';
import { Broadcaster } from './broadcaster';
import type { EvmSends } from './evm-chain';
import { capInWei, cappedFees, replacementFees } from './fees';
import { type AttemptRow, type EvmSendRow, hotWalletRepo as repo } from './hot-wallet-repo';
import { observeSend } from './send-observer';
import { GAS_ASSET, groupBySend, locatedOf, type Seen } from './send-status';
import { nonceTaken, watchMined } from './send-watch';
import { payloadOf, WalletNode } from './wallet-node';

export interface HotWalletSettings {
  /** The network code the node serves (ERC20). */
  network: string;
  chainId: number;
  /** Token contract address of each asset. */
  tokens: ReadonlyMap<string, string>;
  /** EVM_MAX_FEE_GWEI: the most a transaction may pay per gas. */
  maxFeeGwei: number;
  /** EVM_STUCK_SECONDS: a send not mined this long after its last transaction is replaced with higher fees. */
  stuckSeconds: number;
}

/** Where the hot wallet reports what needs an operator's eye (a pino or Fastify logger fits). */
export interface HotWalletLog {
  warn(details: object, message: string): void;
}

const silent: HotWalletLog = { warn: () => {} };

export { GAS_ASSET, gweiOf } from './send-status';

/** The key of a sender other than the hot wallet ('gas-tank', 'deposit:<index>'); undefined when unknown. */
export type SenderKeys = (sender: string) => HDAccount | LocalAccount | undefined;

/** What one pass of `tend` knows of each sender: the nonces its node counts mined, and who waits. */
interface Pass {
  used: Map<string, bigint>;
  stopped: Set<string>;
  /** The network's final height, asked of the node once a pass needs it. */
  finalHeight: (() => Promise<bigint>) | undefined;
}

/** The hot wallet's name as a sender. */
export const HOT = 'hot';

/**
 * The platform's EVM hot wallet, and the machinery every sending account of the platform shares (the gas
 * tank, a deposit address being swept: `sendAs`): ERC-20 transfers and sends of the network's own coin
 * signed here (EIP-1559), each send's nonce taken in the database under the advisory lock of its network
 * and sender (one writer of a sender's nonces at a time across instances), stored
 * signed before it is broadcast, so that a restart broadcasts the very same transaction. `tend()`
 * broadcasts what was signed but not sent and replaces a send stuck longer than `stuckSeconds` by a
 * transaction with the same nonce and fees raised by at least 12.5% (within EVM_MAX_FEE_GWEI).
 * Node calls are made outside database transactions; the lock is held while nonces and transactions
 * are written.
 */
export class HotWallet implements EvmSends {
  private readonly cap: bigint;
  private readonly nodes = new Map<string, WalletNode>();
  private readonly broadcaster: Broadcaster;

  constructor(
    private readonly db: Db,
    private readonly client: PublicClient,
    private readonly settings: HotWalletSettings,
    private readonly account: HDAccount | LocalAccount,
    private readonly clock: Clock,
    private readonly log: HotWalletLog = silent,
    private readonly keys: SenderKeys = () => undefined,
  ) {
    this.cap = capInWei(settings.maxFeeGwei);
    this.broadcaster = new Broadcaster(db, settings.network, clock, log);
  }

  /** The node as one sender sees it (its key, its balances, its nonces). */
  nodeOf(sender: string): WalletNode {
    let node = this.nodes.get(sender);
    if (!node) {
      const account = sender === HOT ? this.account : this.keys(sender);
      if (!account) throw new Error(`no key of the sender ${sender}`);
      node = new WalletNode(this.client, account, this.settings.chainId, this.settings.network);
      this.nodes.set(sender, node);
    }
    return node;
  }

  recentCost(): Promise<bigint | null> {
    return repo.recentCost(this.db, this.settings.network);
  }

  /** The current fees (EIP-1559) held under EVM_MAX_FEE_GWEI; throws FeeAboveCap when the base fee is above it. */
  async currentFees() {
    const f = await this.nodeOf(HOT).fees();
    return cappedFees(f.baseFee, f, this.cap);
  }

  send(req: SendRequest): Promise<{ txHash: string }> {
    return this.sendAs(HOT, req);
  }

  /** A send from one of the platform's accounts: a token, or the network's own coin (asset ETH). */
  async sendAs(sender: string, req: SendRequest): Promise<{ txHash: string }> {
    const { network } = this.settings;
    if (req.network !== network) throw new Error(`the hot wallet sends on ${network}, not ${req.network}`);
    const known = await repo.firstHash(this.db, req.reference);
    if (known) return { txHash: known };
    const coin = req.asset === GAS_ASSET;
    const token = coin ? null : ((this.settings.tokens.get(req.asset) as Hex | undefined) ?? undefined);
    if (token === undefined)
      throw new ChainSendError(`the hot wallet does not send ${req.asset} on ${network}`);
    if (!isAddress(req.to, { strict: false }))
      throw new ChainSendError(`${req.to} is not an address on ${network}`);
    if (req.amount <= 0n) throw new ChainSendError(`the amount to send must be positive, not ${req.amount}`);
    const node = this.nodeOf(sender);
    const payload = payloadOf(token, req.to, req.amount);
    const [balance, fees, pendingCount] = await Promise.all([
      token ? node.balanceOf(token) : node.coinBalance(),
      this.currentFees(),
      node.transactionCount('pending'),
    ]);
    const who = sender === HOT ? 'the hot wallet' : `the account ${sender}`;
    if (balance < req.amount) {
      throw new ChainSendError(
        `${who} holds ${balance} ${req.asset} (minor units) on ${network}, less than the ${req.amount} to send`,
      );
    }
    const gas = await node.transferGas(payload);
    const signed = await this.db.transaction(async (tx) => {
      await repo.lockSender(tx, network, sender);
      const again = await repo.firstHash(tx, req.reference);
      if (again) return { txHash: again, raw: null };
      // the balance read is the last block's: what this sender signed and is not mined yet is owed from it
      const owed = await repo.pendingAmount(tx, network, sender, token);
      if (balance < owed + req.amount) {
        throw new Error(
          `${who} holds ${balance} ${req.asset} (minor units) on ${network}, of which its pending sends take ${owed}: the ${req.amount} to send waits for them to be mined`,
        );
      }
      const highest = await repo.highestNonce(tx, network, sender);
      // the database's next nonce, unless the node counts more (the first send, or a send made elsewhere)
      const next = highest === null ? 0n : highest + 1n;
      const nonce = next > pendingCount ? next : pendingCount;
      const { raw, txHash } = await node.sign({ ...payload, gas, nonce }, fees);
      const now = this.clock.now();
      await repo.insert(
        tx,
        {
          network,
          sender,
          reference: req.reference,
          asset: req.asset,
          token,
          recipient: req.to,
          amount: req.amount,
          nonce,
          gas,
          created_at: now,
        },
        {
          tx_hash: txHash,
          raw_tx: raw,
          max_fee_per_gas: fees.maxFeePerGas,
          max_priority_fee_per_gas: fees.maxPriorityFeePerGas,
          created_at: now,
        },
      );
      return { txHash, raw };
    });
    if (signed.raw) await this.broadcaster.orLeave(node, signed.txHash, signed.raw);
    return { txHash: signed.txHash };
  }

  async locate(txHashes: string[]): Promise<Map<string, Located>> {
    const out = new Map<string, Located>();
    const sends = txHashes.length ? await repo.sendsOf(this.db, txHashes) : [];
    if (!sends.length) return out;
    const attempts = groupBySend(
      await repo.attemptsOf(
        this.db,
        sends.map((s) => s.id),
      ),
    );
    const seen = await Promise.all(sends.map((s) => this.observe(s, attempts.get(s.id) ?? [])));
    const byHash = new Map<string, Located>();
    sends.forEach((s, i) => {
      const mine = attempts.get(s.id) ?? [];
      const answer = locatedOf(seen[i]!, mine[0]!.tx_hash);
      for (const a of mine) byHash.set(a.tx_hash, answer);
    });
    for (const hash of txHashes) {
      const answer = byHash.get(hash);
      if (answer) out.set(hash, answer);
    }
    return out;
  }

  /**
   * One pass over the network's sends: what was signed and not broadcast goes out; what was mined is
   * watched until its block is at or below `finalHeight` (taken back before, it is pending again); each
   * pending send is broadcast again unless the node knows it, replaced when stuck, or found dropped when
   * a final block gave its nonce to another transaction. A send that fails holds back only its sender's
   * later sends this pass; the other senders go on.
   */
  async tend(finalHeightOf?: () => Promise<bigint>): Promise<void> {
    const { network } = this.settings;
    let asked: Promise<bigint> | undefined;
    const finalHeight = finalHeightOf && (() => (asked ??= finalHeightOf()));
    await this.broadcaster.pending((sender) => this.nodeOf(sender));
    if (finalHeight !== undefined)
      await watchMined(this.db, network, this.log, finalHeight, (s, a) => this.observe(s, a));
    const pending = await repo.pendingSends(this.db, network);
    if (!pending.length) return;
    const attempts = groupBySend(
      await repo.attemptsOf(
        this.db,
        pending.map((s) => s.id),
      ),
    );
    const pass: Pass = { used: new Map(), stopped: new Set(), finalHeight };
    for (const s of pending) {
      try {
        await this.tendOne(s, attempts.get(s.id) ?? [], pass);
      } catch (err) {
        pass.stopped.add(s.sender);
        this.log.warn(
          { network, sender: s.sender, reference: s.reference, nonce: String(s.nonce), err },
          "tending a send failed: its sender's later sends wait for the next pass, the other senders go on",
        );
      }
    }
  }

  private async tendOne(s: EvmSendRow, mine: readonly AttemptRow[], pass: Pass): Promise<void> {
    const seen = await this.observe(s, mine);
    if (seen.status !== 'pending') {
      const { finalHeight } = pass;
      if (finalHeight && seen.height !== null && seen.height <= (await finalHeight()))
        await repo.markFinal(this.db, [s.id], [seen.hash!]);
      return;
    }
    const last = mine.at(-1)!;
    const node = this.nodeOf(s.sender);
    if (!pass.used.has(s.sender)) pass.used.set(s.sender, await node.transactionCount('latest'));
    if (s.nonce < pass.used.get(s.sender)!) return nonceTaken(this.db, this.log, s, node, pass.finalHeight);
    const age = this.clock.now().getTime() - last.created_at.getTime();
    if (age >= this.settings.stuckSeconds * 1000 && (await this.replace(s, last))) return;
    // a send the node lost (its block taken back, its pool restarted) goes again; a refusal holds back
    // only its sender's later sends
    if (pass.stopped.has(s.sender)) return;
    if (!(await this.broadcaster.orLeave(node, last.tx_hash, last.raw_tx, { unlessKnown: true })))
      pass.stopped.add(s.sender);
  }

  /** Signs a transaction with the send's nonce and higher fees; false when the cap leaves no room (it waits). */
  private async replace(s: EvmSendRow, last: AttemptRow): Promise<boolean> {
    const stuck = { maxFeePerGas: last.max_fee_per_gas, maxPriorityFeePerGas: last.max_priority_fee_per_gas };
    const node = this.nodeOf(s.sender);
    const fees = replacementFees(stuck, await node.fees(), this.cap);
    if (!fees) {
      this.log.warn(
        {
          network: s.network,
          reference: s.reference,
          nonce: String(s.nonce),
          maxFeePerGas: String(stuck.maxFeePerGas),
        },
        'a stuck send cannot be replaced: its fees are at EVM_MAX_FEE_GWEI; it keeps waiting',
      );
      return false;
    }
    const transfer = { ...payloadOf(s.token, s.recipient, s.amount), gas: s.gas, nonce: s.nonce };
    const { raw, txHash } = await node.sign(transfer, fees);
    const added = await this.db.transaction(async (tx) => {
      await repo.lockSender(tx, s.network, s.sender);
      // another instance replaced it (or it was mined) meanwhile: nothing to add
      if ((await repo.latestPendingAttempt(tx, s.id))?.id !== last.id) return false;
      await repo.addAttempt(tx, s.id, {
        tx_hash: txHash,
        raw_tx: raw,
        max_fee_per_gas: fees.maxFeePerGas,
        max_priority_fee_per_gas: fees.maxPriorityFeePerGas,
        created_at: this.clock.now(),
      });
      return true;
    });
    if (added) await this.broadcaster.orLeave(node, txHash, raw);
    return true;
  }

  private observe(s: EvmSendRow, attempts: readonly AttemptRow[]): Promise<Seen> {
    return observeSend(this.db, this.nodeOf(HOT), s, attempts);
  }
}
