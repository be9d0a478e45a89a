import { HDKey } from '@scure/bip32';
import { z } from 'zod';

/** The public test mnemonic: the development chain funds its accounts; production refuses it. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const address = (name: string) =>
  optional(z.string().regex(/^0x[0-9a-fA-F]{40}$/, `${name} is an EVM address, 0x and 40 hex digits`));

/** Why a text is not the extended public key of an account (m/44'/60'/0'), or null when it is. */
export function xpubProblem(text: string): string | null {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(text);
  } catch {
    return 'EVM_DEPOSIT_XPUB is not an extended key (xpub…, 111 characters)';
  }
  if (key.privateKey)
    return 'EVM_DEPOSIT_XPUB holds a private key: give its extended public key (xpub…) instead';
  if (key.depth !== 3)
    return `EVM_DEPOSIT_XPUB is a key of depth ${key.depth}: give the account's, m/44'/60'/0' (depth 3)`;
  return null;
}

/** How the EVM rail holds its keys (README "Custody of the keys"); read by `config.ts`. */
export const custodySettings = {
  /** BIP-39 seed of the accounts when EVM_SIGNER=mnemonic. Unset: the public test mnemonic outside production. */
  CHAIN_MNEMONIC: optional(z.string().min(1)),
  /** Production runs with a CHAIN_MNEMONIC (its keys in the environment) only when this says so. */
  CHAIN_ALLOW_PLAIN_MNEMONIC: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(false),
  /** Who signs the hot wallet's and the gas tank's transactions: CHAIN_MNEMONIC, keystore files, or a remote signer. */
  EVM_SIGNER: z.enum(['mnemonic', 'keystore', 'remote']).default('mnemonic'),
  /** EVM_SIGNER=keystore: the hot wallet's key file (Web3 Secret Storage v3) and the file holding its passphrase. */
  EVM_HOT_KEYSTORE: optional(z.string().min(1)),
  EVM_HOT_KEYSTORE_PASSPHRASE_FILE: optional(z.string().min(1)),
  /** EVM_SIGNER=keystore: the gas tank's key file and its passphrase's file. */
  EVM_GAS_TANK_KEYSTORE: optional(z.string().min(1)),
  EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE: optional(z.string().min(1)),
  /** A signer answering `eth_signTransaction` over JSON-RPC (Web3Signer, Clef): every account with EVM_SIGNER=remote, the deposit addresses' with keystore. */
  EVM_SIGNER_URL: optional(
    z
      .string()
      .regex(
        /^https?:\/\/\S+$/,
        "EVM_SIGNER_URL is the signer's JSON-RPC address, e.g. http://127.0.0.1:9000",
      ),
  ),
  /** The longest wait for the remote signer's answer. */
  EVM_SIGNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** EVM_SIGNER=remote: the accounts the signer signs for. */
  EVM_HOT_ADDRESS: address('EVM_HOT_ADDRESS'),
  EVM_GAS_TANK_ADDRESS: address('EVM_GAS_TANK_ADDRESS'),
  /** The extended public key of m/44'/60'/0': deposit addresses are its m/…/0/i, derived without a private key. */
  EVM_DEPOSIT_XPUB: optional(
    z.string().superRefine((v, ctx) => {
      const problem = xpubProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
};

const custodyObject = z.object(custodySettings);
type CustodySettings = z.infer<typeof custodyObject>;

type Issue = (name: keyof CustodySettings, message: string) => void;

/** The settings a signer needs, and production's refusal of keys in the environment. */
export function custodyComplete(
  c: CustodySettings & { NODE_ENV: string; CHAIN_RAIL: string },
  ctx: z.RefinementCtx,
): void {
  const issue: Issue = (name, message) => ctx.addIssue({ code: 'custom', path: [name], message });
  const need = (names: (keyof CustodySettings)[], why: string) => {
    for (const name of names) if (c[name] === undefined) issue(name, `${name} is needed with ${why}`);
  };
  if (c.EVM_SIGNER === 'keystore') {
    need(
      [
        'EVM_HOT_KEYSTORE',
        'EVM_HOT_KEYSTORE_PASSPHRASE_FILE',
        'EVM_GAS_TANK_KEYSTORE',
        'EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE',
      ],
      'EVM_SIGNER=keystore',
    );
    if (c.EVM_DEPOSIT_XPUB && !c.EVM_SIGNER_URL)
      issue(
        'EVM_SIGNER_URL',
        'EVM_SIGNER_URL is needed with EVM_SIGNER=keystore and EVM_DEPOSIT_XPUB: the server holds no deposit address key, so sweeps are signed by a remote signer holding them',
      );
  }
  if (c.EVM_SIGNER === 'remote')
    need(['EVM_SIGNER_URL', 'EVM_HOT_ADDRESS', 'EVM_GAS_TANK_ADDRESS'], 'EVM_SIGNER=remote');
  if (c.NODE_ENV !== 'production') return;
  if (c.CHAIN_MNEMONIC?.trim().split(/\s+/).join(' ') === DEV_MNEMONIC)
    issue(
      'CHAIN_MNEMONIC',
      'CHAIN_MNEMONIC is the public test mnemonic: anyone can take what its addresses hold',
    );
  else if (c.CHAIN_MNEMONIC !== undefined && !c.CHAIN_ALLOW_PLAIN_MNEMONIC)
    issue(
      'CHAIN_MNEMONIC',
      'CHAIN_MNEMONIC puts every key in the environment: use EVM_SIGNER=keystore or remote with EVM_DEPOSIT_XPUB, or set CHAIN_ALLOW_PLAIN_MNEMONIC=true',
    );
  if (c.CHAIN_RAIL !== 'evm' || c.CHAIN_MNEMONIC !== undefined) return;
  if (c.EVM_SIGNER === 'mnemonic')
    issue(
      'EVM_SIGNER',
      'EVM_SIGNER=mnemonic signs with CHAIN_MNEMONIC, which is unset: set EVM_SIGNER=keystore or remote',
    );
  if (!c.EVM_DEPOSIT_XPUB)
    issue(
      'EVM_DEPOSIT_XPUB',
      'EVM_DEPOSIT_XPUB is needed in production without CHAIN_MNEMONIC: deposit addresses derive from it',
    );
}

/** The mnemonic the accounts derive from: CHAIN_MNEMONIC, else (outside production, or for the simulated networks) the public test one. */
export const mnemonicOf = (config: { CHAIN_MNEMONIC?: string | undefined }): string =>
  config.CHAIN_MNEMONIC ?? DEV_MNEMONIC;
