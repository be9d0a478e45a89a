import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting of the server. README.md documents each one. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_TITLE: z.string().min(1).default('Merchant Console'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Merchant Console <no-reply@merchant-console.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: bool.default(true),
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
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
  CHAIN_RAIL: z.enum(['simulated']).default('simulated'),
  CHAIN_BLOCK_MS: z.coerce.number().int().min(100).default(3000),
  /** Overrides the confirmations of the networks table, e.g. "ERC20:12,TRC20:19". */
  CHAIN_CONFIRMATIONS: z
    .string()
    .regex(/^([A-Z0-9]+:\d+)(,[A-Z0-9]+:\d+)*$/, 'CHAIN_CONFIRMATIONS looks like ERC20:12,TRC20:19')
    .optional(),
  CHAIN_MNEMONIC: z.string().default('test test test test test test test test test test test junk'),
  WATCHER_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  UNDERPAYMENT_TOLERANCE_PCT: z.coerce.number().min(0).max(10).default(0),
  RECEIVE_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(0),
  SETTLEMENT_DELAY_SECONDS: z.coerce.number().int().min(0).default(0),
  KYB_ORDER_LIMIT_USD: z.coerce.number().int().min(1).default(900),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const isProduction = (config: Config) => config.NODE_ENV === 'production';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** Confirmation overrides from CHAIN_CONFIRMATIONS. */
export function confirmationOverrides(config: Config): Map<string, number> {
  const out = new Map<string, number>();
  for (const pair of config.CHAIN_CONFIRMATIONS?.split(',') ?? []) {
    const [network, n] = pair.split(':');
    if (network && n) out.set(network, Number(n));
  }
  return out;
}
