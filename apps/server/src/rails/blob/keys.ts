import { randomBytes } from 'node:crypto';

const KEY = /^[a-f0-9]{32}$/;

/** A new random storage key: 128 bits, hex. File names never take part in it. */
export const newStorageKey = () => randomBytes(16).toString('hex');

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}
