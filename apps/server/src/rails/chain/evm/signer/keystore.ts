import { readFile } from 'node:fs/promises';
import type { Wallet } from '@ethereumjs/wallet';
import type { LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The settings naming a keystore file and the file of its passphrase (EVM_HOT_KEYSTORE, EVM_HOT_KEYSTORE_PASSPHRASE_FILE). */
export interface KeystoreSetting {
  name: string;
  file: string;
  passphraseName: string;
  passphraseFile: string;
}

async function text(name: string, file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw new Error(
      `${name}: ${what} ${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? err})`,
    );
  }
}

/**
 * The account of an encrypted keystore (Web3 Secret Storage v3, scrypt or pbkdf2) opened with the
 * passphrase its file holds (one line; a final line break is not part of it). A file that cannot be
 * read or opened stops the server with a message naming the setting.
 */
export async function keystoreAccount(s: KeystoreSetting): Promise<LocalAccount> {
  const [json, passphraseText] = await Promise.all([
    text(s.name, s.file, 'the keystore'),
    text(s.passphraseName, s.passphraseFile, 'the passphrase file'),
  ]);
  const passphrase = passphraseText.replace(/\r?\n$/, '');
  let wallet: Wallet;
  try {
    // loaded only where a keystore is used: its key derivation libraries are a fifth of a second to load
    const { Wallet } = await import('@ethereumjs/wallet');
    wallet = await Wallet.fromV3(json, passphrase, true);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/passphrase|password/i.test(message))
      throw new Error(
        `${s.name}: the passphrase in ${s.passphraseName} does not open the keystore ${s.file}`,
      );
    throw new Error(`${s.name}: ${s.file} is not a Web3 Secret Storage v3 keystore (${message})`);
  }
  return privateKeyToAccount(wallet.getPrivateKeyString());
}
