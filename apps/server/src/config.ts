import path from 'node:path';
import { z } from 'zod';
import { custodyComplete, custodySettings } from './custody-settings';
import { DEFAULT_DATA_DIR } from './db/data-folder';
import { SERVER_ROOT } from './paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An optional setting: an empty value counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const settings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_TITLE: z.string().min(1).default('Merchant Console'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Merchant Console <no-reply@merchant-console.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: bool.default(true),
  WEB_DIST: z.string().default(path.resolve(SERVER_ROOT, '../web/dist')),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  CAPTCHA_ENABLED: bool.default(false),
  JOBS_ENABLED: bool.default(true),
  /** `evm`: the network EVM_NETWORK (ERC20) runs on an EVM node over JSON-RPC; the other networks stay simulated. */
  CHAIN_RAIL: z.enum(['simulated', 'evm']).default('simulated'),
  /** The network code the EVM node serves. */
  EVM_NETWORK: z.string().default('ERC20'),
  /** The node's JSON-RPC address, or several nodes of the same chain comma-separated (asked in order, the next when one fails). */
  EVM_RPC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/,
      "EVM_RPC_URL is the node's JSON-RPC address, e.g. http://127.0.0.1:8545 (several: comma-separated)",
    )
    .optional(),
  /**
   * A JSON file of every EVM network the product runs on (chain id, nodes, tokens, finality, fees):
   * see README "Several EVM networks". When set, the other EVM_* variables are not read.
   */
  EVM_NETWORKS_FILE: optional(z.string()),
  /** A node whose head is more blocks than this behind the other nodes' is set aside. */
  EVM_MAX_LAG_BLOCKS: z.coerce.number().int().min(1).default(5),
  /** The longest wait for one node's answer before the next node is asked. */
  EVM_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** The chain id the node must answer at start (1 for Ethereum; 31337 for the development chain). */
  EVM_CHAIN_ID: z.coerce.number().int().min(1).optional(),
  /** The token contracts read and paid with, `ASSET:0xaddress` each, e.g. "USDC:0xA0b8…,USDT:0xdAC1…". */
  EVM_TOKENS: z
    .string()
    .regex(
      /^([A-Z0-9]+:0x[0-9a-fA-F]{40})(,[A-Z0-9]+:0x[0-9a-fA-F]{40})*$/,
      'EVM_TOKENS looks like USDC:0x…,USDT:0x…',
    )
    .optional(),
  /**
   * When a deposit on the EVM network is final: `confirmations` counts blocks (the networks table's
   * confirmations); `safe` or `finalized` follows the node's block of that tag (a chain with a
   * beacon or an L2 that reports them). Confirmed deposits are watched for a reorganisation until the
   * chain calls them final.
   */
  EVM_FINALITY: z.enum(['confirmations', 'safe', 'finalized']).default('confirmations'),
  /** The most blocks one `eth_getLogs` asks for. */
  EVM_SCAN_BLOCKS: z.coerce.number().int().min(1).max(10_000).default(500),
  /** The first block read when the network has no cursor yet (unset: the head at first start). */
  EVM_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** The highest fee per gas a send may offer, in gwei; a send that would need more waits. */
  EVM_MAX_FEE_GWEI: z.coerce.number().min(0.001).default(300),
  /** A send not mined after this many seconds is sent again with a higher fee (same nonce). */
  EVM_STUCK_SECONDS: z.coerce.number().int().min(5).default(180),
  /** The least of each asset a deposit address must hold to be swept to the hot wallet, in whole units (100 unless named). */
  SWEEP_THRESHOLDS: z
    .string()
    .regex(
      /^([A-Z0-9]+:\d+(\.\d+)?)(,[A-Z0-9]+:\d+(\.\d+)?)*$/,
      'SWEEP_THRESHOLDS looks like USDC:100,USDT:100',
    )
    .default('USDC:100,USDT:100'),
  /** How often each instance looks for deposit addresses to sweep and advances the sweeps under way. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often each instance reads the senders' balances (hot wallet, gas tank) and tells operators of a low one. */
  LOW_BALANCE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** The bank rail of the fiat account: bank transfers (remits of fiat) are sent through it. */
  BANK_RAIL: z.enum(['simulated', 'iso20022']).default('simulated'),
  /** ISO 20022 rail: where pain.001 files are written for the bank's connector (default DATA_DIR/bank/outbox). */
  BANK_OUTBOX_DIR: z.string().min(1).optional(),
  /** ISO 20022 rail: where the connector drops pain.002 and camt.053/054 files (default DATA_DIR/bank/inbox). */
  BANK_INBOX_DIR: z.string().min(1).optional(),
  /** ISO 20022 rail: how often waiting transfers are gathered into pain.001 files and the inbox is read. */
  BANK_FILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  /** ISO 20022 rail: the most transfers one pain.001 carries. */
  BANK_FILE_MAX_TRANSFERS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  /**
   * A credit matches an open top-up that claimed up to this many basis points more than arrived
   * (charges the banks on the way took); the top-up is credited with what arrived.
   */
  TOPUP_MATCH_TOLERANCE_BPS: z.coerce.number().int().min(0).max(1000).default(100),
  /**
   * The simulated bank completes a transfer by itself this many seconds after it was sent (0: only
   * an operator settles it). Unset: 10 in development, off in production and tests.
   */
  BANK_SIM_COMPLETE_SECONDS: z.coerce.number().int().min(0).optional(),
  /** Fee of a bank transfer (remit of fiat), in basis points of the amount, rounded up. */
  BANK_TRANSFER_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(10),
  CHAIN_BLOCK_MS: z.coerce.number().int().min(100).default(3000),
  /** Overrides the confirmations of the networks table, e.g. "ERC20:12,TRC20:19". */
  CHAIN_CONFIRMATIONS: z
    .string()
    .regex(/^([A-Z0-9]+:\d+)(,[A-Z0-9]+:\d+)*$/, 'CHAIN_CONFIRMATIONS looks like ERC20:12,TRC20:19')
    .optional(),
  ...custodySettings,
  WATCHER_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  UNDERPAYMENT_TOLERANCE_PCT: z.coerce.number().min(0).max(10).default(0),
  RECEIVE_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(0),
  SETTLEMENT_DELAY_SECONDS: z.coerce.number().int().min(0).default(0),
  KYB_ORDER_LIMIT_USD: z.coerce.number().int().min(1).default(900),
  /** Payouts worth at least this many USD need a code from the authenticator (0: every payout). */
  PAYOUT_TOTP_THRESHOLD_USD: z.coerce.number().min(0).default(0),
  /** Approval threshold until an operator sets one in /ops (USD). */
  PAYOUT_APPROVAL_THRESHOLD_USD: z.coerce.number().min(0).default(10000),
  FX_RAIL: z.enum(['static']).default('static'),
  /** Rates of the static source: "BASE/QUOTE:rate" pairs, 1 BASE in QUOTE, up to 8 decimals. */
  FX_RATES: z
    .string()
    .regex(
      /^[A-Z]{2,10}\/[A-Z]{2,10}:\d{1,12}(\.\d{1,8})?(,[A-Z]{2,10}\/[A-Z]{2,10}:\d{1,12}(\.\d{1,8})?)*$/,
      'FX_RATES looks like USDC/USD:1,USDT/USD:0.9998',
    )
    .default('USDC/USD:1,USDT/USD:0.9998'),
  /** Spread taken off the market rate of a conversion, in basis points. */
  FX_SPREAD_BPS: z.coerce.number().int().min(0).max(1000).default(30),
  /** Service fee of a withdrawal to fiat, in basis points of the amount (rounded up). */
  FX_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(10),
  TOPUP_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(0),
  FX_QUOTE_TTL_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  /** KYB documents in an S3-compatible store instead of DATA_DIR/kyb (see KYB_S3_REQUIRED). */
  KYB_S3_ENDPOINT: optional(
    z
      .string()
      .regex(
        /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/,
        'KYB_S3_ENDPOINT looks like https://s3.eu-west-1.amazonaws.com',
      ),
  ),
  KYB_S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'KYB_S3_BUCKET is 3-63 lowercase letters, digits, dots and hyphens',
      ),
  ),
  KYB_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'KYB_S3_REGION looks like eu-west-1')
    .default('us-east-1'),
  KYB_S3_ACCESS_KEY_ID: optional(z.string()),
  KYB_S3_SECRET_ACCESS_KEY: optional(z.string()),
  KYB_S3_PREFIX: z
    .string()
    .regex(
      /^(?!\/)(?!.*\/\/)(?!(.*\/)?\.\.?(\/|$))[A-Za-z0-9._/-]{0,200}$/,
      'KYB_S3_PREFIX is letters, digits and . _ - /, not starting with / or holding . or .. segments (e.g. kyb/)',
    )
    .default('kyb/'),
  KYB_S3_PATH_STYLE: bool.default(true),
  KYB_S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Webhooks may go to loopback and private addresses. Unset: yes outside production, never in it. */
  WEBHOOKS_ALLOW_PRIVATE: bool.optional(),
  /** Webhook URLs may use plain http. Unset: yes outside production (https only in production). */
  WEBHOOKS_ALLOW_HTTP: bool.optional(),
  /** Longest wait for an endpoint's whole answer. */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often each instance looks for due deliveries (a freed slot looks at once). */
  WEBHOOKS_INTERVAL_MS: z.coerce.number().int().min(50).default(250),
  /** Deliveries an instance sends at once. */
  WEBHOOKS_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(64),
  /** Deliveries to one endpoint in flight at once (all instances together): a slow one holds only these. */
  WEBHOOKS_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(16),
});

/** The S3 settings without which KYB documents stay in DATA_DIR/kyb: all of them or none. */
const KYB_S3_REQUIRED = [
  'KYB_S3_ENDPOINT',
  'KYB_S3_BUCKET',
  'KYB_S3_ACCESS_KEY_ID',
  'KYB_S3_SECRET_ACCESS_KEY',
] as const;

function kybS3AllOrNone(c: z.infer<typeof settings>, ctx: z.RefinementCtx) {
  const set = KYB_S3_REQUIRED.filter((name) => c[name] !== undefined);
  if (set.length === 0 || set.length === KYB_S3_REQUIRED.length) return;
  for (const name of KYB_S3_REQUIRED) {
    if (c[name] !== undefined) continue;
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `${name} must be set too: KYB documents go to S3 only when ${KYB_S3_REQUIRED.join(', ')} are all set (set none to keep them in DATA_DIR/kyb)`,
    });
  }
}

/** The EVM rail needs its node, its chain id and its tokens (or a file of networks naming them). */
function evmComplete(c: z.infer<typeof settings>, ctx: z.RefinementCtx) {
  if (c.CHAIN_RAIL !== 'evm' || c.EVM_NETWORKS_FILE) return;
  for (const name of ['EVM_RPC_URL', 'EVM_CHAIN_ID', 'EVM_TOKENS'] as const) {
    if (c[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is needed with CHAIN_RAIL=evm` });
  }
}

/** Every setting of the server. README.md documents each one. */
export const configSchema = settings
  .superRefine(kybS3AllOrNone)
  .superRefine(evmComplete)
  .superRefine(custodyComplete);

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production';

export { DEV_MNEMONIC, mnemonicOf } from './custody-settings';

/** Confirmation overrides from CHAIN_CONFIRMATIONS. */
export function confirmationOverrides(config: Config): Map<string, number> {
  const out = new Map<string, number>();
  for (const pair of config.CHAIN_CONFIRMATIONS?.split(',') ?? []) {
    const [network, n] = pair.split(':');
    if (network && n) out.set(network, Number(n));
  }
  return out;
}
