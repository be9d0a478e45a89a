import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), found by walking up to its
 * package.json, so the paths below hold whether the code runs from src/ or
 * from the bundle in dist/.
 */
function serverRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
/** The files the server reads, beside its sources or built next to them. */
export const serverPath = (...parts: string[]) => path.join(SERVER_ROOT, ...parts);
