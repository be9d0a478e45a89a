// Whether a built file is older than what it is built from: the product's start and the server's
// command lines build again what is out of date before they run it.
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of the files under `dir` (0 when it is absent). */
export function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** A file's modification time (0 when it is absent). */
export const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The newest of the server's sources and the contract's, which its bundles are built from. */
export const newestServerSource = (root) =>
  Math.max(newest(path.join(root, 'apps/server/src')), newest(path.join(root, 'packages/contract/src')));
