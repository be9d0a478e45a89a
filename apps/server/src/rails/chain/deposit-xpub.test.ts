import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey } from '@scure/bip32';
import { keccak256 } from 'viem';
import { english, generateMnemonic } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, loadConfig } from '../../config';
import { AddressBook, accountXpubOf, formatAddress } from './addresses';
import { custodyOf } from './evm/signer/custody';

const xpub = accountXpubOf(DEV_MNEMONIC);
/** Another mnemonic: the simulated networks' seed, which holds no key of the xpub's addresses. */
const other = generateMnemonic(english);

/** The reference: m/…/0/i of the extended public key, with @scure/bip32 alone. */
function fromXpub(index: number): string {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  const raw = secp256k1.ProjectivePoint.fromHex(child.publicKey!).toRawBytes(false);
  return formatAddress('evm', keccak256(raw.slice(1), 'bytes').slice(-20));
}

describe('deposit addresses from an extended public key (EVM_DEPOSIT_XPUB)', () => {
  it("are the mnemonic's deposit addresses, derived without any private key", () => {
    expect(xpub).toMatch(/^xpub/);
    expect(HDKey.fromExtendedKey(xpub).privateKey).toBeNull();
    const watchOnly = new AddressBook(other, xpub);
    const fromMnemonic = new AddressBook(DEV_MNEMONIC);
    const indexes = [0n, 1n, 2n, 99n, 65_535n, 2n ** 31n - 1n];
    for (const i of indexes) {
      expect(watchOnly.derive('evm', i)).toBe(fromMnemonic.derive('evm', i));
      expect(watchOnly.derive('evm', i)).toBe(fromXpub(Number(i)));
    }
    expect(new AddressBook(other, xpub).deriveMany('evm', indexes)).toEqual(
      indexes.map((i) => fromXpub(Number(i))),
    );
    // the simulated networks keep the mnemonic's own
    expect(watchOnly.derive('tron', 0n)).toBe(new AddressBook(other).derive('tron', 0n));
    expect(watchOnly.derive('tron', 0n)).not.toBe(fromMnemonic.derive('tron', 0n));
  });

  it('the settings take only an account-level extended public key', () => {
    const of = (EVM_DEPOSIT_XPUB: string) => () => loadConfig({ NODE_ENV: 'test', EVM_DEPOSIT_XPUB });
    expect(of(xpub)().EVM_DEPOSIT_XPUB).toBe(xpub);
    expect(of('xpub-nonsense')).toThrow(/EVM_DEPOSIT_XPUB: EVM_DEPOSIT_XPUB is not an extended key/);
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7));
    expect(of(root.derive("m/44'/60'/0'").privateExtendedKey)).toThrow(/holds a private key/);
    expect(of(root.derive("m/44'/60'/0'/0").publicExtendedKey)).toThrow(
      /a key of depth 4: give the account's/,
    );
  });

  it("with EVM_SIGNER=mnemonic, must be CHAIN_MNEMONIC's account: else its addresses would have no key", async () => {
    const config = loadConfig({ NODE_ENV: 'test', CHAIN_MNEMONIC: other, EVM_DEPOSIT_XPUB: xpub });
    await expect(custodyOf(config, new AddressBook(other, xpub))).rejects.toThrow(
      /EVM_DEPOSIT_XPUB is not the extended public key of CHAIN_MNEMONIC's account/,
    );
    const same = loadConfig({ NODE_ENV: 'test', EVM_DEPOSIT_XPUB: xpub });
    const custody = await custodyOf(same, new AddressBook(DEV_MNEMONIC, xpub));
    expect(custody.deposit(5n).address).toBe(fromXpub(5));
  });

  it('with a remote signer, a deposit address is signed for by its address', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      CHAIN_MNEMONIC: other,
      EVM_SIGNER: 'remote',
      EVM_SIGNER_URL: 'http://127.0.0.1:19539',
      EVM_HOT_ADDRESS: '0x00000000000000000000000000000000000000a1',
      EVM_GAS_TANK_ADDRESS: '0x00000000000000000000000000000000000000a2',
      EVM_DEPOSIT_XPUB: xpub,
    });
    const custody = await custodyOf(config, new AddressBook(other, xpub));
    expect(custody.signer).toBe('remote');
    expect(custody.deposit(7n).address).toBe(fromXpub(7));
    expect(custody.hot.address).toBe('0x00000000000000000000000000000000000000a1');
  });
});
