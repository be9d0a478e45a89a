import { secp256k1 } from '@noble/curves/secp256k1';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { getAddress, isAddress, keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../config';
import { AddressBook, checksumAddress, formatAddress, isValidAddress } from './addresses';

/** The reference: derive the child with @scure/bip32 and hash its uncompressed key. */
function reference(kind: 'evm' | 'tron', index: number): string {
  const coin = kind === 'evm' ? 60 : 195;
  const child = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC)).derive(`m/44'/${coin}'/0'/0/${index}`);
  const raw = secp256k1.ProjectivePoint.fromHex(child.publicKey!).toRawBytes(false);
  return formatAddress(kind, keccak256(raw.slice(1), 'bytes').slice(-20));
}

describe('deposit addresses', () => {
  const book = new AddressBook(DEV_MNEMONIC);

  it.each(['evm', 'tron'] as const)(
    '%s: the native derivation gives the BIP-32/44 address of every index',
    (kind) => {
      for (const index of [0, 1, 2, 7, 99, 1000, 65_535, 2 ** 31 - 1]) {
        const address = book.derive(kind, BigInt(index));
        expect(address).toBe(reference(kind, index));
        expect(isValidAddress(kind, address)).toBe(true);
      }
    },
  );

  it('agrees with the reference on 200 more indexes spread over the whole range', () => {
    for (let n = 0; n < 200; n++) {
      const index = (n * 10_737_419 + 12_345) % 2 ** 31;
      const kind = n % 2 ? 'evm' : 'tron';
      expect(book.derive(kind, BigInt(index))).toBe(reference(kind, index));
    }
  });

  it.each(['evm', 'tron'] as const)(
    '%s: many at once agree with one by one and with the reference',
    (kind) => {
      const fresh = new AddressBook(DEV_MNEMONIC);
      const indexes = Array.from({ length: 64 }, (_, n) => BigInt((n * 48_271 + 3) % 2 ** 31));
      const many = fresh.deriveMany(kind, indexes);
      expect(many).toEqual(indexes.map((i) => book.derive(kind, i)));
      for (const n of [0, 17, 63]) expect(many[n]).toBe(reference(kind, Number(indexes[n])));
      expect(fresh.deriveMany(kind, [])).toEqual([]);
      expect(fresh.deriveMany(kind, [5n])).toEqual([reference(kind, 5)]);
    },
  );

  it('gives distinct addresses to distinct indexes', () => {
    const seen = new Set(Array.from({ length: 300 }, (_, i) => book.derive('tron', BigInt(5000 + i))));
    expect(seen.size).toBe(300);
  });

  it('EIP-55 checksums and the strict address check agree with an independent implementation', () => {
    for (let n = 0; n < 100; n++) {
      const lower = `0x${keccak256(new TextEncoder().encode(String(n))).slice(-40)}`;
      expect(checksumAddress(lower)).toBe(getAddress(lower));
      for (const form of [lower, getAddress(lower), lower.toUpperCase().replace('0X', '0x')]) {
        expect(isValidAddress('evm', form)).toBe(isAddress(form, { strict: true }));
      }
    }
    expect(isValidAddress('evm', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidAddress('evm', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe(false);
  });
});
