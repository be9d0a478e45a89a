import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from '@ethereumjs/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, mnemonicOf } from '../../../../config';
import { AddressBook } from '../../addresses';
import { custodyOf } from './custody';
import { keystoreAccount } from './keystore';

// Keystores made here with a low-cost KDF, so that opening one takes milliseconds.
let dir: string;
const hot = Wallet.generate();
const gasTank = Wallet.generate();
const at = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'keystore-'));
  await writeFile(at('hot.json'), await hot.toV3String('hot passphrase', { kdf: 'scrypt', n: 1024 }));
  await writeFile(at('hot.pass'), 'hot passphrase\n');
  await writeFile(at('gas.json'), await gasTank.toV3String('gas passphrase', { kdf: 'pbkdf2', c: 1000 }));
  await writeFile(at('gas.pass'), 'gas passphrase');
  await writeFile(at('wrong.pass'), 'not the passphrase');
  await writeFile(at('broken.json'), '{"version": 3, "crypto": {}}');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const hotSetting = (over: { file?: string; passphraseFile?: string } = {}) => ({
  name: 'EVM_HOT_KEYSTORE',
  file: at('hot.json'),
  passphraseName: 'EVM_HOT_KEYSTORE_PASSPHRASE_FILE',
  passphraseFile: at('hot.pass'),
  ...over,
});

describe('a keystore account', () => {
  it('opens a Web3 Secret Storage v3 file (scrypt or pbkdf2) with the passphrase its file holds, and signs', async () => {
    const account = await keystoreAccount(hotSetting());
    expect(account.address.toLowerCase()).toBe(hot.getAddressString());
    const raw = await account.signTransaction({ type: 'eip1559', chainId: 31337, nonce: 0, gas: 21_000n });
    expect(raw.startsWith('0x02')).toBe(true);
  });

  it('stops the server with the setting named: a wrong passphrase, a missing file, a file that is no keystore', async () => {
    await expect(keystoreAccount(hotSetting({ passphraseFile: at('wrong.pass') }))).rejects.toThrow(
      /^EVM_HOT_KEYSTORE: the passphrase in EVM_HOT_KEYSTORE_PASSPHRASE_FILE does not open the keystore/,
    );
    await expect(keystoreAccount(hotSetting({ file: at('missing.json') }))).rejects.toThrow(
      /^EVM_HOT_KEYSTORE: the keystore .*missing\.json cannot be read \(ENOENT\)/,
    );
    await expect(keystoreAccount(hotSetting({ passphraseFile: at('missing.pass') }))).rejects.toThrow(
      /^EVM_HOT_KEYSTORE_PASSPHRASE_FILE: the passphrase file .*missing\.pass cannot be read/,
    );
    await expect(keystoreAccount(hotSetting({ file: at('broken.json') }))).rejects.toThrow(
      /^EVM_HOT_KEYSTORE: .*broken\.json is not a Web3 Secret Storage v3 keystore/,
    );
  });

  it('gives the hot wallet and the gas tank of EVM_SIGNER=keystore', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      EVM_SIGNER: 'keystore',
      EVM_HOT_KEYSTORE: at('hot.json'),
      EVM_HOT_KEYSTORE_PASSPHRASE_FILE: at('hot.pass'),
      EVM_GAS_TANK_KEYSTORE: at('gas.json'),
      EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE: at('gas.pass'),
    });
    const custody = await custodyOf(config, new AddressBook(mnemonicOf(config)));
    expect(custody.signer).toBe('keystore');
    expect(custody.hot.address.toLowerCase()).toBe(hot.getAddressString());
    expect(custody.gasTank.address.toLowerCase()).toBe(gasTank.getAddressString());
    await expect(
      custodyOf(
        { ...config, EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE: at('wrong.pass') },
        new AddressBook(mnemonicOf(config)),
      ),
    ).rejects.toThrow(/^EVM_GAS_TANK_KEYSTORE: the passphrase in EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE/);
  });
});
