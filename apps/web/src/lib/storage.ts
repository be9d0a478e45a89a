import { getUuid } from './session';

/** SHELL-20: one localStorage key per app version; values live under `sys.user.<uuid>.<key>`. */
export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '0.1.0';
const STORE_KEY = `merchant-console-${APP_VERSION}`;
const GHOST_UUID = 'ghost-uuid';

type Tree = { [key: string]: unknown };

function readAll(): Tree {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return isTree(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function userPath(key: string, uuid = getUuid()): string[] {
  return ['sys', 'user', uuid || GHOST_UUID, ...key.split('.')];
}

/** Reads a per-user preference, e.g. `menu.asideCollapse`. */
export function readPreference(key: string): unknown {
  let node: unknown = readAll();
  for (const part of userPath(key)) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

export function writePreference(key: string, value: unknown): void {
  const root = readAll();
  const path = userPath(key);
  let node: Tree = root;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    node[part] = isTree(next) ? next : {};
    node = node[part] as Tree;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined) delete node[last];
  else node[last] = value;
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(root));
  } catch {
    // quota or private mode: preferences are a convenience, not data
  }
}
