import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * What names one bundle file for its code cache (`launch.ts`): its inode, size and time of writing, as
 * 32 bytes. A build writes a new file and renames it into place, so a new bundle has another; reading
 * and hashing the 4 MB of text instead took some 40 ms of every start.
 */
export function bundleIdentity(file: string): Buffer {
  const { ino, size, mtimeMs } = fs.statSync(file, { bigint: true });
  return createHash('sha256').update(`${ino}:${size}:${mtimeMs}`).digest();
}
