/**
 * First-load size of a route of the built console: the entry chunk, its static imports, the route's
 * lazy page chunk with its static imports, and their CSS, each gzipped (what the browser downloads).
 * Usage: `npx vite build && npx tsx scripts/bundle-size.ts [page-source ...]`. The bench reuses
 * `measureRoute`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  files: { file: string; gzip: number }[];
  gzipBytes: number;
}

export const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';
export const OVERVIEW_PAGES = ['src/shell/Layout.tsx', 'src/features/account/overview/OverviewPage.tsx'];
/** Budget of the JS + CSS that /login loads, gzipped. */
export const LOGIN_BUDGET_BYTES = 250 * 1024;
/** Budget of the shell after login: /index interactive (entry + layout + overview closure + CSS), gzipped. */
export const SHELL_BUDGET_BYTES = 400 * 1024;

export const defaultDist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Files loaded for the given chunk keys and everything they statically import. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk "${key}" in the manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk');
  return key;
}

/** Gzipped bytes that a first visit of a route (given by its page sources) downloads. */
export function measureRoute(distDir: string, pages: string[]): RouteSize {
  const manifest = readManifest(distDir);
  const files = staticClosure(manifest, [entryKey(manifest), ...pages]).map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function report(name: string, size: RouteSize, budget: number): boolean {
  const within = size.gzipBytes <= budget;
  console.log(
    `${name}: ${size.gzipBytes} B gzip (${kb(size.gzipBytes)}), budget ${kb(budget)} ${within ? 'ok' : 'OVER'}`,
  );
  return within;
}

function main(): void {
  const pages = process.argv.slice(2);
  const login = measureRoute(defaultDist, pages.length > 0 ? pages : [LOGIN_PAGE]);
  for (const f of login.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kb(f.gzip).padStart(10)}  ${f.file}`);
  let ok = report('/login first load', login, LOGIN_BUDGET_BYTES);
  if (pages.length === 0) {
    ok =
      report('/index shell after login', measureRoute(defaultDist, OVERVIEW_PAGES), SHELL_BUDGET_BYTES) && ok;
  }
  if (!ok) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
