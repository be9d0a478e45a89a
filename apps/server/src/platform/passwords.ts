import fs from 'node:fs';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';
import { serverPath } from '../paths';

const COMMON = new Set(
  fs
    .readFileSync(serverPath('src/platform/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean),
);

/** True for passwords people pick first: listed ones, one repeated character, plain sequences. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  if (/^(.)\1+$/.test(lower)) return true;
  const seq = '01234567890123456789abcdefghijklmnopqrstuvwxyz';
  const rev = [...seq].reverse().join('');
  return seq.includes(lower) || rev.includes(lower);
}

const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 25 ms of a core per hash or check). */
export const PASSWORD_HASHING = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
/** The least argon2id allows: what the API tests hash with (`hashPasswordsCheaplyForTests`). */
const TEST_HASHING = { algorithm: ARGON2ID, memoryCost: 64, timeCost: 1, parallelism: 1 } as const;
let hashing: Options = PASSWORD_HASHING;

/**
 * For the API tests' processes only (`testing/harness.ts`): they register, log in and set payment
 * passwords some 1,600 times per run, 40 s of processor time at the real cost. A hash carries its own
 * cost, so checking a password reads it from the hash. The product's processes hash at the real cost
 * (`modules/ops/command.test.ts` reads it from a hash the bundled command made).
 */
export function hashPasswordsCheaplyForTests(): void {
  hashing = TEST_HASHING;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashing);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no-such-account-equal-timing');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
