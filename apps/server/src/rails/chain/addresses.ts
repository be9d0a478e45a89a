import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

const base58check = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
);

export type AddressKind = 'evm' | 'tron';

/** BIP-44 coin types: Ethereum 60, Tron 195. */
const COIN_TYPE: Record<AddressKind, number> = { evm: 60, tron: 195 };

function addressBytes(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
  return keccak_256(uncompressed.slice(1)).slice(-20);
}

/** EIP-55: the hex digits of an address in upper case where the keccak of its lower-case form says so. */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  return out;
}

/** BIP-39 seed: PBKDF2-HMAC-SHA512 of the mnemonic, 2048 rounds, salt "mnemonic" (no passphrase). */
function seedOf(mnemonic: string): Uint8Array {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
}

export function formatAddress(kind: AddressKind, bytes20: Uint8Array): string {
  if (kind === 'evm') return checksumAddress(`0x${Buffer.from(bytes20).toString('hex')}`);
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(bytes20, 1);
  return base58check.encode(payload);
}

export function isValidAddress(kind: AddressKind, address: string): boolean {
  if (kind === 'evm') {
    // all lower case carries no checksum; any upper-case letter must be the checksum's
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
    return address === address.toLowerCase() || checksumAddress(address) === address;
  }
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === 0x41;
  } catch {
    return false;
  }
}

const { Fp } = secp256k1.CURVE;
const P = Fp.ORDER;
interface Affine {
  x: bigint;
  y: bigint;
}
let table: Affine[][] | undefined;

/**
 * v·256^i·G in affine coordinates for every byte position i (0..31, little-endian) and byte value v
 * (index 0 unused): 8,160 additions and one batch of inversions, once per process, on first use.
 */
function baseTable(): Affine[][] {
  if (table) return table;
  const Point = secp256k1.ProjectivePoint;
  const rows: Affine[][] = [];
  let base = Point.BASE;
  for (let i = 0; i < 32; i++) {
    const row = [Point.ZERO, base];
    for (let v = 2; v < 256; v++) row.push(row[v - 1]!.add(base));
    base = row[255]!.add(base); // 256·base
    rows.push(Point.normalizeZ(row).map((p) => (p.equals(Point.ZERO) ? { x: 0n, y: 0n } : p.toAffine())));
  }
  table = rows;
  return rows;
}

/** x ‖ y, 32 bytes each: an uncompressed public key without its prefix byte. */
function affineBytes(x: bigint, y: bigint): Buffer {
  return Buffer.from(x.toString(16).padStart(64, '0') + y.toString(16).padStart(64, '0'), 'hex');
}

/** What non-hardened child derivation needs of a branch: its public key (compressed, and affine x, y) and chain code. */
interface PublicBranch {
  key: Uint8Array;
  chainCode: Uint8Array;
  x: bigint;
  y: bigint;
}

interface DerivedKeys {
  branches: Map<AddressKind, HDKey>;
  publicBranches: Map<AddressKind, PublicBranch>;
  hotWallet: Record<AddressKind, string>;
  gasTank: Record<AddressKind, string>;
  faucet: Record<AddressKind, string>;
}

/** The extended public key (xpub) of the account m/44'/coin'/0' of a mnemonic: what EVM_DEPOSIT_XPUB holds. */
export function accountXpubOf(mnemonic: string, kind: AddressKind = 'evm'): string {
  return HDKey.fromMasterSeed(seedOf(mnemonic)).derive(`m/44'/${COIN_TYPE[kind]}'/0'`).publicExtendedKey;
}

function deriveKeys(mnemonic: string, evmXpub: string | undefined): DerivedKeys {
  const root = HDKey.fromMasterSeed(seedOf(mnemonic));
  const out: DerivedKeys = {
    branches: new Map(),
    publicBranches: new Map(),
    hotWallet: {} as Record<AddressKind, string>,
    gasTank: {} as Record<AddressKind, string>,
    faucet: {} as Record<AddressKind, string>,
  };
  for (const kind of ['evm', 'tron'] as const) {
    const account = root.derive(`m/44'/${COIN_TYPE[kind]}'/0'`);
    const deposits = kind === 'evm' && evmXpub ? HDKey.fromExtendedKey(evmXpub) : account;
    const branch = HDKey.fromExtendedKey(deposits.deriveChild(0).publicExtendedKey);
    out.branches.set(kind, branch);
    out.publicBranches.set(kind, {
      key: branch.publicKey!,
      chainCode: branch.chainCode!,
      ...secp256k1.ProjectivePoint.fromHex(branch.publicKey!).toAffine(),
    });
    out.hotWallet[kind] = formatAddress(kind, addressBytes(account.deriveChild(1).deriveChild(0).publicKey!));
    out.gasTank[kind] = formatAddress(kind, addressBytes(account.deriveChild(1).deriveChild(1).publicKey!));
    const payer = root.derive(`m/44'/${COIN_TYPE[kind]}'/1'/0/0`);
    out.faucet[kind] = formatAddress(kind, addressBytes(payer.publicKey!));
  }
  return out;
}

/**
 * Watch-only HD derivation: the server keeps only the extended public keys of
 * m/44'/coin'/0'/0 (deposits) and derives address i on demand. With `evmXpub` (EVM_DEPOSIT_XPUB,
 * the extended public key of m/44'/60'/0') the EVM deposit addresses are its m/…/0/i and no private
 * key of theirs is anywhere in the server; the mnemonic then gives only the simulated networks' addresses.
 */
export class AddressBook {
  private readonly cache = new Map<string, string>();
  /** The keys derived from the mnemonic, on first use (hardened derivation costs a tenth of a second at start). */
  private derived?: DerivedKeys;

  constructor(
    private readonly mnemonic: string,
    private readonly evmXpub?: string,
  ) {}

  private get keys(): DerivedKeys {
    this.derived ??= deriveKeys(this.mnemonic, this.evmXpub);
    return this.derived;
  }

  /** The hot wallet that pays out: the first address of the change branch. */
  get hotWallet(): Record<AddressKind, string> {
    return this.keys.hotWallet;
  }

  /** The gas tank that funds sweeps: the second address of the change branch. */
  get gasTank(): Record<AddressKind, string> {
    return this.keys.gasTank;
  }

  /** Where the development faucet sends from (a payer's wallet, in effect). */
  get faucet(): Record<AddressKind, string> {
    return this.keys.faucet;
  }

  private get branches() {
    return this.keys.branches;
  }

  private get publicBranches() {
    return this.keys.publicBranches;
  }

  /** The address of one index (a block at a time is cheaper: `deriveMany`). */
  derive(kind: AddressKind, index: bigint): string {
    return this.cache.get(`${kind}:${index}`) ?? this.deriveMany(kind, [index])[0]!;
  }

  private remember(key: string, address: string) {
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, address);
  }

  /** IL of child `index`, or null when it is outside the curve order (the reference path handles that). */
  private tweak(kind: AddressKind, index: number): Buffer | null {
    const branch = this.publicBranches.get(kind)!;
    const data = Buffer.alloc(37);
    data.set(branch.key, 0);
    data.writeUInt32BE(index, 33);
    const il = createHmac('sha512', branch.chainCode).update(data).digest().subarray(0, 32);
    const scalar = BigInt(`0x${il.toString('hex')}`);
    return scalar === 0n || scalar >= secp256k1.CURVE.n ? null : il;
  }

  private referenceBytes(kind: AddressKind, index: number): Uint8Array {
    return addressBytes(this.branches.get(kind)!.deriveChild(index).publicKey!);
  }

  /**
   * The addresses of many indexes at once (a block of 64 costs about half as much per address as
   * one alone), each remembered for `derive`. BIP-32 public child derivation, K_i = K + G·IL with
   * IL = HMAC-SHA512(chain code, K ‖ i)[0..32]. IL is no secret (anyone holding the extended public
   * key computes it), so G·IL is the sum of at most 32 points of a table of G's byte multiples
   * (`baseTable`) instead of a full multiplication. The children are summed in step: at byte
   * position i every child adds its table point in affine coordinates, and the divisions of all
   * those additions share one field inversion (Montgomery's trick). An IL outside the curve order,
   * or a sum meeting a doubling or infinity (practically never), takes the reference implementation,
   * which handles it as BIP-32 says.
   */
  deriveMany(kind: AddressKind, indexes: readonly bigint[]): string[] {
    const branch = this.publicBranches.get(kind)!;
    const rows = baseTable();
    const n = indexes.length;
    const tweaks = indexes.map((i) => this.tweak(kind, Number(i)));
    const xs = new Array<bigint>(n).fill(branch.x);
    const ys = new Array<bigint>(n).fill(branch.y);
    const reference = tweaks.map((t) => t === null);
    const active: number[] = [];
    const dx: bigint[] = [];
    const prefix: bigint[] = [];
    for (let i = 0; i < 32; i++) {
      active.length = 0;
      dx.length = 0;
      for (let k = 0; k < n; k++) {
        const b = tweaks[k]?.[i];
        if (!b || reference[k]) continue;
        let d = rows[31 - i]![b]!.x - xs[k]!;
        if (d < 0n) d += P;
        // the same x: a doubling or the point at infinity, left to the reference path
        if (d === 0n) reference[k] = true;
        else {
          active.push(k);
          dx.push(d);
        }
      }
      if (!active.length) continue;
      prefix.length = 0;
      let acc = 1n;
      for (const d of dx) {
        acc = (acc * d) % P;
        prefix.push(acc);
      }
      let inv = Fp.inv(acc);
      for (let j = active.length - 1; j >= 0; j--) {
        const k = active[j]!;
        const t = rows[31 - i]![tweaks[k]![i]!]!;
        const dInv = j ? (inv * prefix[j - 1]!) % P : inv;
        inv = (inv * dx[j]!) % P;
        let dy = t.y - ys[k]!;
        if (dy < 0n) dy += P;
        const lambda = (dy * dInv) % P;
        let x3 = (lambda * lambda - xs[k]! - t.x) % P;
        if (x3 < 0n) x3 += P;
        let y3 = (lambda * (xs[k]! - x3) - ys[k]!) % P;
        if (y3 < 0n) y3 += P;
        xs[k] = x3;
        ys[k] = y3;
      }
    }
    return indexes.map((index, k) => {
      const bytes = reference[k]
        ? this.referenceBytes(kind, Number(index))
        : keccak_256(affineBytes(xs[k]!, ys[k]!)).slice(-20);
      const address = formatAddress(kind, bytes);
      this.remember(`${kind}:${index}`, address);
      return address;
    });
  }
}
