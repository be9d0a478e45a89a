import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey } from './keys';
import type { BlobStore } from './types';

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
