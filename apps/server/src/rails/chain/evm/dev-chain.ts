import ganache from 'ganache';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  pad,
  parseAbiParameters,
  parseEther,
  toHex,
} from 'viem';
import { DEV_CHAIN_ID, mineOne } from './dev-faucet';
import { devPayerAccount, gasTankAccount, hotWalletAccount, privateKeyOf } from './keys';
import { testTokenAbi, testTokenBytecode } from './test-token';

const TOKENS = ['USDC', 'USDT'] as const;
export type DevToken = (typeof TOKENS)[number];

export interface DevChain {
  url: string;
  chainId: number;
  /** The test tokens' contract addresses, in the form EVM_TOKENS takes (`USDC:0x…,USDT:0x…`) by `tokensSetting`. */
  tokens: Record<DevToken, `0x${string}`>;
  tokensSetting: string;
  client: PublicClient;
  /** A token transfer from the payer's wallet; answers its hash (mined at once unless mining is stopped). */
  pay(to: string, asset: DevToken, amount: bigint): Promise<`0x${string}`>;
  /** What `owner` holds of a test token (minor units). */
  tokenBalance(owner: string, asset: DevToken): Promise<bigint>;
  /**
   * Writes what `owner` holds of a test token into the token's storage, as though tokens had left by
   * a way the platform does not see (a transfer pending against it then reverts when mined).
   */
  setTokenBalance(owner: string, asset: DevToken, amount: bigint): Promise<void>;
  /** Mines `blocks` blocks (each takes what is pending). */
  mine(blocks?: number): Promise<void>;
  /** Stops mining at each transaction, so that many transfers share a block (`mine` then takes them). */
  stopMining(): Promise<void>;
  startMining(): Promise<void>;
  /** How many transactions wait in the node's pool. */
  pooled(): Promise<number>;
  snapshot(): Promise<string>;
  /** Goes back to a snapshot: the blocks mined since are gone (a reorg, once other blocks are mined in their place). */
  revert(id: string): Promise<void>;
  /** A token transfer from the payer's wallet, signed and not sent (`broadcast` sends it, as often as wanted). */
  signPayment(to: string, asset: DevToken, amount: bigint): Promise<`0x${string}`>;
  broadcast(raw: `0x${string}`): Promise<`0x${string}`>;
  /** Sends a raw JSON-RPC request (for what viem does not wrap). */
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  /** Stops the node (once, however often it is called). */
  close(): Promise<void>;
}

/**
 * A local EVM node (ganache, in this process) with the platform's hot wallet and gas tank funded and
 * two 6-decimal test tokens (USDC, USDT) deployed by the payer's wallet, which holds a million of each;
 * the hot wallet holds a hundred thousand of each. Tests and `npm run chain:dev` start it.
 */
export async function startDevChain(opts: {
  port: number;
  mnemonic: string;
  host?: string;
  /** The chain's id: 31337 unless named (a second development network takes 31338). */
  chainId?: number;
  /** Gas a block holds (ganache's default: 30 million, some 580 token transfers to new holders). */
  blockGasLimit?: bigint;
}): Promise<DevChain> {
  const host = opts.host ?? '127.0.0.1';
  const chainId = opts.chainId ?? DEV_CHAIN_ID;
  const payer = devPayerAccount(opts.mnemonic);
  const funded = [payer, hotWalletAccount(opts.mnemonic), gasTankAccount(opts.mnemonic)];
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId },
    ...(opts.blockGasLimit ? { miner: { blockGasLimit: `0x${opts.blockGasLimit.toString(16)}` } } : {}),
    wallet: {
      accounts: funded.map((a) => ({ secretKey: privateKeyOf(a), balance: parseEther('10000') })),
    },
  });
  await server.listen(opts.port, host);
  const url = `http://${host}:${opts.port}`;
  const chain = defineChain({
    id: chainId,
    name: 'Development chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const client = createPublicClient({ chain, transport: http(url) });
  const wallet = createWalletClient({ chain, transport: http(url), account: payer });
  const rpc = <T>(method: string, params: unknown[] = []) =>
    client.request({ method, params } as never) as Promise<T>;

  const start = await client.getTransactionCount({ address: payer.address });
  const tokens = {} as Record<DevToken, `0x${string}`>;
  for (const [i, symbol] of TOKENS.entries()) {
    tokens[symbol] = getContractAddress({ from: payer.address, nonce: BigInt(start + i) });
  }
  const mined = async (hash: `0x${string}`) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  };
  for (const symbol of TOKENS) {
    const hash = await wallet.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [`Test ${symbol}`, symbol],
    });
    await mined(hash);
  }
  for (const symbol of TOKENS) {
    for (const [to, amount] of [
      [payer.address, 1_000_000_000_000n],
      [funded[1]!.address, 100_000_000_000n],
    ] as const) {
      await mined(
        await wallet.writeContract({
          address: tokens[symbol],
          abi: testTokenAbi,
          functionName: 'mint',
          args: [to, amount],
        }),
      );
    }
  }

  // the payer's own count, so that transfers made while mining is stopped queue up instead of replacing each other
  let nonce = await client.getTransactionCount({ address: payer.address });
  let closing: Promise<void> | undefined;
  return {
    url,
    chainId,
    tokens,
    tokensSetting: TOKENS.map((s) => `${s}:${tokens[s]}`).join(','),
    client,
    async pay(to, asset, amount) {
      const transfer = (n: number) =>
        wallet.writeContract({
          address: tokens[asset],
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [to as `0x${string}`, amount],
          nonce: n,
          gas: 100_000n,
        });
      try {
        return await transfer(nonce++);
      } catch (err) {
        // the payer's wallet was used elsewhere (a test signing with its key): count from the node again
        if (!/nonce/i.test(String((err as { details?: string }).details ?? err))) throw err;
        nonce = await client.getTransactionCount({ address: payer.address, blockTag: 'pending' });
        return transfer(nonce++);
      }
    },
    tokenBalance: (owner, asset) =>
      client.readContract({
        address: tokens[asset],
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [owner as `0x${string}`],
      }),
    async setTokenBalance(owner, asset, amount) {
      // TestToken.sol keeps `balanceOf` in storage slot 3 (name, symbol and totalSupply come first)
      const slot = keccak256(encodeAbiParameters(parseAbiParameters('address, uint256'), [owner as Hex, 3n]));
      await rpc('evm_setAccountStorageAt', [tokens[asset], slot, pad(toHex(amount))]);
    },
    async mine(blocks = 1) {
      for (let i = 0; i < blocks; i++) await mineOne(client);
    },
    stopMining: async () => void (await rpc('miner_stop')),
    startMining: async () => void (await rpc('miner_start')),
    async pooled() {
      const pool = await rpc<{ pending: Record<string, Record<string, unknown>> }>('txpool_content');
      return Object.values(pool.pending).reduce((n, byNonce) => n + Object.keys(byNonce).length, 0);
    },
    snapshot: () => rpc<string>('evm_snapshot'),
    async revert(id) {
      await rpc('evm_revert', [id]);
      nonce = await client.getTransactionCount({ address: payer.address, blockTag: 'pending' });
    },
    async signPayment(to, asset, amount) {
      const request = await wallet.prepareTransactionRequest({
        to: tokens[asset],
        data: encodeFunctionData({
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [to as `0x${string}`, amount],
        }),
        nonce: nonce++,
        gas: 100_000n,
      });
      return wallet.signTransaction(request);
    },
    async broadcast(raw) {
      const hash = await client.sendRawTransaction({ serializedTransaction: raw });
      nonce = await client.getTransactionCount({ address: payer.address, blockTag: 'pending' });
      return hash;
    },
    rpc,
    close: () => (closing ??= server.close()),
  };
}
