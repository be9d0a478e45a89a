import { HDKey } from '@scure/bip32';
import type { Hex, LocalAccount } from 'viem';
import { type Config, mnemonicOf } from '../../../../config';
import { type AddressBook, accountXpubOf } from '../../addresses';
import { depositAccount, gasTankAccount, hotWalletAccount } from '../keys';
import { keystoreAccount } from './keystore';
import { remoteAccount } from './remote';

/**
 * The platform's signing accounts on the EVM networks, whoever holds their keys (EVM_SIGNER): each a
 * viem `LocalAccount`, so the hot wallet signs through `signTransaction` alike.
 */
export interface Custody {
  readonly signer: Config['EVM_SIGNER'];
  /** The hot wallet: refunds, remittances. */
  readonly hot: LocalAccount;
  /** The gas tank: funds deposit addresses' sweeps. */
  readonly gasTank: LocalAccount;
  /** A deposit address's account, used only to sweep it. */
  deposit(index: bigint): LocalAccount;
}

/** Accounts derived from a mnemonic (EVM_SIGNER=mnemonic): development, or production with CHAIN_ALLOW_PLAIN_MNEMONIC. */
export function mnemonicCustody(mnemonic: string): Custody {
  return {
    signer: 'mnemonic',
    hot: hotWalletAccount(mnemonic),
    gasTank: gasTankAccount(mnemonic),
    deposit: (index) => depositAccount(mnemonic, index),
  };
}

/** Whether two extended keys are the same key: the same public key and chain code. */
function sameKey(a: string, b: string): boolean {
  const [x, y] = [HDKey.fromExtendedKey(a), HDKey.fromExtendedKey(b)];
  const hex = (k: HDKey) => Buffer.concat([k.publicKey!, k.chainCode!]).toString('hex');
  return hex(x) === hex(y);
}

/**
 * The custody the settings name. `mnemonic`: every account from CHAIN_MNEMONIC (an EVM_DEPOSIT_XPUB
 * must then be its account's). `keystore`: the hot wallet and the gas tank from their keystore files;
 * deposit addresses signed by the remote signer when EVM_SIGNER_URL is set, else by CHAIN_MNEMONIC's
 * keys (the settings refuse a keystore with EVM_DEPOSIT_XPUB and no signer). `remote`: every account
 * signed by the signer at EVM_SIGNER_URL (EVM_HOT_ADDRESS, EVM_GAS_TANK_ADDRESS, the deposit addresses).
 */
export async function custodyOf(config: Config, addresses: AddressBook): Promise<Custody> {
  const mnemonic = mnemonicOf(config);
  const remote = config.EVM_SIGNER_URL
    ? { url: config.EVM_SIGNER_URL, timeoutMs: config.EVM_SIGNER_TIMEOUT_MS }
    : null;
  const remoteDeposit = remote
    ? (index: bigint) => remoteAccount(remote, addresses.derive('evm', index) as Hex)
    : null;
  if (config.EVM_SIGNER === 'mnemonic') {
    const xpub = config.EVM_DEPOSIT_XPUB;
    if (xpub && !sameKey(xpub, accountXpubOf(mnemonic)))
      throw new Error(
        "EVM_DEPOSIT_XPUB is not the extended public key of CHAIN_MNEMONIC's account m/44'/60'/0': its deposit addresses would have no key here",
      );
    return mnemonicCustody(mnemonic);
  }
  if (config.EVM_SIGNER === 'keystore') {
    const [hot, gasTank] = await Promise.all([
      keystoreAccount({
        name: 'EVM_HOT_KEYSTORE',
        file: config.EVM_HOT_KEYSTORE!,
        passphraseName: 'EVM_HOT_KEYSTORE_PASSPHRASE_FILE',
        passphraseFile: config.EVM_HOT_KEYSTORE_PASSPHRASE_FILE!,
      }),
      keystoreAccount({
        name: 'EVM_GAS_TANK_KEYSTORE',
        file: config.EVM_GAS_TANK_KEYSTORE!,
        passphraseName: 'EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE',
        passphraseFile: config.EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE!,
      }),
    ]);
    return {
      signer: 'keystore',
      hot,
      gasTank,
      deposit: remoteDeposit ?? ((i) => depositAccount(mnemonic, i)),
    };
  }
  return {
    signer: 'remote',
    hot: remoteAccount(remote!, config.EVM_HOT_ADDRESS as Hex),
    gasTank: remoteAccount(remote!, config.EVM_GAS_TANK_ADDRESS as Hex),
    deposit: remoteDeposit!,
  };
}
