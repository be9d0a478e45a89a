import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';

/**
 * Where KYB documents live: outside the database, under keys the server makes up.
 * The filesystem store is the one in use; an object store (S3-compatible) would implement
 * the same three calls and be chosen in `kybStorage`.
 */
export interface BlobStore {
  /** Writes the stream under `key`; when the stream fails nothing is left behind. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}$/;

/** A new random storage key: 128 bits, hex. File names never take part in it. */
export const newStorageKey = () => randomBytes(16).toString('hex');

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

/** Files in one folder, two-character subfolders by key; written to a temporary name, then renamed. */
export function fsBlobStore(root: string): BlobStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const k = checkedKey(key);
    return path.join(base, k.slice(0, 2), k);
  };
  return {
    async put(key, body) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      const { size } = await fs.stat(target);
      return { size };
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const { size } = await fs.stat(file);
        return { size, stream: createReadStream(file) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** The KYB document store chosen by the settings: `DATA_DIR/kyb` on the filesystem. */
export function kybStorage(config: Pick<Config, 'DATA_DIR'>): BlobStore {
  return fsBlobStore(path.join(config.DATA_DIR, 'kyb'));
}
