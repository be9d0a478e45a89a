import fs from 'node:fs';
import { z } from 'zod';
import type { Config } from '../../../config';
import { type FeePolicy, feePolicy } from './fee-policy';

const asset = z.string().regex(/^[A-Z0-9]{2,10}$/, 'an asset code is capitals and digits, e.g. USDC');
const decimal = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'an amount is a decimal string such as "3" or "0.5"');
/** A balance of a token or of the network's coin (ETH: up to 18 decimals). */
const balance = z
  .string()
  .regex(/^(0|[1-9]\d{0,17})(\.\d{1,18})?$/, 'a balance is a decimal string such as "1000" or "0.05"');
const url = z.string().regex(/^https?:\/\/[^\s]+$/, 'a node address starts with http:// or https://');

const network = z.strictObject({
  code: z.string().regex(/^[A-Z][A-Z0-9]{1,15}$/, 'a network code is capitals and digits, e.g. BASE'),
  name: z.string().trim().min(1).max(60),
  chain_id: z.number().int().min(1),
  rpc_urls: z.array(url).min(1, 'name at least one node').max(8),
  tokens: z
    .record(asset, z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a token contract is 0x and 40 hex digits'))
    .refine((t) => Object.keys(t).length > 0, 'name at least one token'),
  finality: z.enum(['confirmations', 'safe', 'finalized']).default('confirmations'),
  confirmations: z.number().int().min(1).max(1000).default(12),
  scan_blocks: z.number().int().min(1).max(10_000).default(500),
  start_block: z.number().int().min(0).optional(),
  max_fee_gwei: z.number().min(0.001).default(300),
  stuck_seconds: z.number().int().min(5).default(180),
  max_lag_blocks: z.number().int().min(1).default(5),
  rpc_timeout_ms: z.number().int().min(100).max(60_000).default(8000),
  min_receive: z.record(asset, decimal).default({}),
  l1_data_fee: z.enum(['none', 'op-stack']).default('none'),
  fee: feePolicy,
  /** Below these the senders' balances are low: the hot wallet per token and ETH, the gas tank's ETH. */
  low_balance: z
    .strictObject({ hot: z.record(asset, balance).default({}), gas_tank: balance.optional() })
    .default({ hot: {} }),
});

const file = z
  .strictObject({ networks: z.array(network).min(1, 'name at least one network') })
  .superRefine((f, ctx) => {
    for (const key of ['code', 'chain_id'] as const) {
      const seen = new Set<unknown>();
      f.networks.forEach((n, i) => {
        if (seen.has(n[key]))
          ctx.addIssue({ code: 'custom', path: ['networks', i, key], message: `${n[key]} is named twice` });
        seen.add(n[key]);
      });
    }
    f.networks.forEach((n, i) => {
      for (const a of Object.keys(n.low_balance.hot))
        if (!(a in n.tokens) && a !== 'ETH')
          ctx.addIssue({
            code: 'custom',
            path: ['networks', i, 'low_balance', 'hot', a],
            message: `the hot wallet holds no ${a}: name a token of the network or ETH`,
          });
      const named: [string, Record<string, string>][] =
        n.fee.policy === 'flat'
          ? [['amount', n.fee.amount]]
          : [
              ['minimum', n.fee.minimum],
              ['native_price', n.fee.native_price],
            ];
      for (const [field, amounts] of named) {
        for (const a of Object.keys(amounts))
          if (!(a in n.tokens))
            ctx.addIssue({
              code: 'custom',
              path: ['networks', i, 'fee', field, a],
              message: `${a} has no token`,
            });
        for (const a of Object.keys(n.tokens))
          if (!(a in amounts))
            ctx.addIssue({
              code: 'custom',
              path: ['networks', i, 'fee', field],
              message: `name the fee of ${a}`,
            });
      }
    });
  });

/** The low-balance thresholds of a network's settings, decimal strings of each asset's units. */
export interface LowBalanceSettings {
  /** The hot wallet's, per token and for ETH. */
  hot: Map<string, string>;
  /** The gas tank's ETH; null: none. */
  gasTank: string | null;
}

/** One EVM network the product receives and pays on, as its settings describe it. */
export interface EvmNetwork {
  code: string;
  /** Shown to merchants and payers; null: keep the catalogue's. */
  name: string | null;
  chainId: number;
  rpcUrls: string[];
  tokens: Map<string, string>;
  finality: 'confirmations' | 'safe' | 'finalized';
  /** null: keep the catalogue's. */
  confirmations: number | null;
  scanBlocks: number;
  startBlock?: bigint;
  maxFeeGwei: number;
  stuckSeconds: number;
  maxLagBlocks: number;
  rpcTimeoutMs: number;
  /** Least amount received per asset (decimal strings); empty: the catalogue's, or 1. */
  minReceive: Map<string, string>;
  /** null: keep the catalogue's fee. */
  fee: FeePolicy | null;
  /** `op-stack`: an L2 that charges an L1 data fee beside gas (Base, Optimism), read from its gas price oracle. */
  l1DataFee: 'none' | 'op-stack';
  /** Thresholds below which a sender's balance is low (operators may set others on the Networks page). */
  lowBalance: LowBalanceSettings;
  /** The settings that name the nodes and the chain id, for messages. */
  where: { network: string; urls: string; chainId: string };
}

/** The settings file's problems, each with where it lies: `networks.json: networks[1].chain_id: …`. */
function problems(name: string, error: z.ZodError): Error {
  const lines = error.issues.map((i) => {
    const at = i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    return `  ${name}: ${at.replace(/^\./, '') || '(the file)'}: ${i.message}`;
  });
  return new Error(`Invalid EVM networks:\n${lines.join('\n')}`);
}

/** The networks of EVM_NETWORKS_FILE, refused with every wrong value named. */
export function readNetworksFile(path: string): EvmNetwork[] {
  let text: string;
  try {
    text = fs.readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(`EVM_NETWORKS_FILE ${path} cannot be read: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`EVM_NETWORKS_FILE ${path} is not JSON: ${(err as Error).message}`);
  }
  const parsed = file.safeParse(json);
  if (!parsed.success) throw problems(path, parsed.error);
  return parsed.data.networks.map((n, i) => ({
    code: n.code,
    name: n.name,
    chainId: n.chain_id,
    rpcUrls: n.rpc_urls,
    tokens: new Map(Object.entries(n.tokens)),
    finality: n.finality,
    confirmations: n.confirmations,
    scanBlocks: n.scan_blocks,
    startBlock: n.start_block === undefined ? undefined : BigInt(n.start_block),
    maxFeeGwei: n.max_fee_gwei,
    stuckSeconds: n.stuck_seconds,
    maxLagBlocks: n.max_lag_blocks,
    rpcTimeoutMs: n.rpc_timeout_ms,
    minReceive: new Map(Object.entries(n.min_receive)),
    fee: n.fee,
    l1DataFee: n.l1_data_fee,
    lowBalance: { hot: new Map(Object.entries(n.low_balance.hot)), gasTank: n.low_balance.gas_tank ?? null },
    where: {
      network: `${path}: networks[${i}]`,
      urls: `${path}: networks[${i}].rpc_urls`,
      chainId: `networks[${i}].chain_id`,
    },
  }));
}

/** The one network of the EVM_* variables (its name, confirmations and fees stay the catalogue's). */
function fromVariables(config: Config): EvmNetwork {
  return {
    code: config.EVM_NETWORK,
    name: null,
    chainId: config.EVM_CHAIN_ID!,
    rpcUrls: config.EVM_RPC_URL!.split(',').map((u) => u.trim()),
    tokens: new Map(config.EVM_TOKENS!.split(',').map((pair) => pair.split(':') as [string, string])),
    finality: config.EVM_FINALITY,
    confirmations: null,
    scanBlocks: config.EVM_SCAN_BLOCKS,
    startBlock: config.EVM_START_BLOCK === undefined ? undefined : BigInt(config.EVM_START_BLOCK),
    maxFeeGwei: config.EVM_MAX_FEE_GWEI,
    stuckSeconds: config.EVM_STUCK_SECONDS,
    maxLagBlocks: config.EVM_MAX_LAG_BLOCKS,
    rpcTimeoutMs: config.EVM_RPC_TIMEOUT_MS,
    minReceive: new Map(),
    fee: null,
    l1DataFee: 'none',
    lowBalance: { hot: new Map(), gasTank: null },
    where: { network: 'EVM_NETWORK', urls: 'EVM_RPC_URL', chainId: 'EVM_CHAIN_ID' },
  };
}

/** The EVM networks of the settings: EVM_NETWORKS_FILE's, else the one of the EVM_* variables. */
export function evmNetworksOf(config: Config): EvmNetwork[] {
  return config.EVM_NETWORKS_FILE ? readNetworksFile(config.EVM_NETWORKS_FILE) : [fromVariables(config)];
}
