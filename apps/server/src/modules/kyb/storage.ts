import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { s3BlobStore } from './s3-store';

/**
 * Where KYB documents live: outside the database, under keys the server makes up. Two stores
 * implement it: files in DATA_DIR/kyb, or an S3-compatible object store (`s3-store.ts`);
 * `kybStorage` picks one from the settings.
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

type StorageSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'KYB_S3_ENDPOINT'
  | 'KYB_S3_BUCKET'
  | 'KYB_S3_REGION'
  | 'KYB_S3_ACCESS_KEY_ID'
  | 'KYB_S3_SECRET_ACCESS_KEY'
  | 'KYB_S3_PREFIX'
  | 'KYB_S3_PATH_STYLE'
  | 'KYB_S3_TIMEOUT_MS'
>;

/**
 * The KYB document store chosen by the settings: the S3-compatible store when KYB_S3_ENDPOINT and
 * its companions are set (the settings check that they come together), else `DATA_DIR/kyb`.
 */
export function kybStorage(config: StorageSettings): BlobStore {
  const { KYB_S3_ENDPOINT: endpoint, KYB_S3_BUCKET: bucket } = config;
  const { KYB_S3_ACCESS_KEY_ID: accessKeyId, KYB_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3BlobStore({
      endpoint,
      bucket,
      accessKeyId,
      secretAccessKey,
      region: config.KYB_S3_REGION,
      prefix: config.KYB_S3_PREFIX,
      pathStyle: config.KYB_S3_PATH_STYLE,
      timeoutMs: config.KYB_S3_TIMEOUT_MS,
    });
  }
  return fsBlobStore(path.join(config.DATA_DIR, 'kyb'));
}
