/**
 * First-load size of a route of the built console: index.html, the entry chunk, its static imports,
 * the route's lazy page chunk with its static imports, and their CSS, as the server sends them (the
 * brotli copies the build writes). Usage: `npm run build -w @mc/web && npx tsx scripts/bundle-size.ts
 * [page-source ...]`. The bench fetches the same files from the running product (`firstLoadFiles`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  files: { file: string; bytes: number }[];
  bytes: number;
}

/** A page's first load: the HTML entry it is served from and the sources of its page chunks. */
export interface PageSources {
  entry: typeof CONSOLE_ENTRY | typeof PUBLIC_ENTRY;
  sources: string[];
}
/** The console's HTML entry, and the public entry's (the pages a stranger opens, drawn on the server). */
export const CONSOLE_ENTRY = 'index.html';
export const PUBLIC_ENTRY = 'public.html';
/** Each entry is a build of its own, with a manifest of its own (the same source is a chunk in each). */
export const CONSOLE_MANIFEST = '.vite/manifest.json';
export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

/** The pages a visitor opens without a session, by path: their entry and the sources of their page chunks. */
export const PUBLIC_PAGES: Record<string, PageSources> = {
  '/login': { entry: PUBLIC_ENTRY, sources: ['src/public/pages/loginPage.tsx'] },
  '/register': { entry: PUBLIC_ENTRY, sources: ['src/public/pages/registerPage.tsx'] },
  '/payment': { entry: PUBLIC_ENTRY, sources: ['src/public/pages/paymentPage.tsx'] },
  '/batch/transfer': { entry: PUBLIC_ENTRY, sources: ['src/public/pages/batchTransferPage.tsx'] },
};
/**
 * The overview after login: the entry (which holds the shell: `vite.config.ts`, 'initial'), its page,
 * and what the router and the shell load before they draw it: the guard, the bundles' loader and map
 * (with the shell's texts), the page's bundles (its route's `messages`: `overviewPreloads.test.ts`)
 * and the header's colour control.
 */
export const OVERVIEW_PAGES: PageSources = {
  entry: CONSOLE_ENTRY,
  sources: [
    'src/features/account/overview/OverviewPage.tsx',
    'src/app/guard.ts',
    'src/lib/loadBundles.ts',
    'src/locales/receive/bundle.ts',
    'src/locales/history/bundle.ts',
    'src/locales/payouts/bundle.ts',
    'src/shell/header/ColorPickerControl.tsx',
  ],
};
/**
 * The pages whose chunks beyond their entry the server names with their HTML (`pagePreloads.ts`):
 * the public ones, and the console's overview, where a merchant lands after logging in.
 */
export const PRELOADED_PAGES: Record<string, PageSources> = { ...PUBLIC_PAGES, '/index': OVERVIEW_PAGES };
/** Budget of what a public page loads before it is usable (HTML, JS, CSS), compressed. */
export const PUBLIC_PAGE_BUDGET_BYTES = 200 * 1024;
/** Budget of a page of the public entry (HTML, JS, CSS before it is interactive), compressed. */
export const PUBLIC_ENTRY_BUDGET_BYTES = 120 * 1024;

/** The budget of a page's first load: the public entry's, or the console's public pages'. */
export function pageBudget(page: PageSources): number {
  return page.entry === PUBLIC_ENTRY ? PUBLIC_ENTRY_BUDGET_BYTES : PUBLIC_PAGE_BUDGET_BYTES;
}
/**
 * Budget of the shell after login: /index interactive (entry + layout + overview closure + CSS),
 * compressed. 328 KB when it was set: the schemas and Zod left the first load.
 */
export const SHELL_BUDGET_BYTES = 350 * 1024;

export const defaultDist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** The manifest of the build of an entry. */
export function readManifest(distDir: string, entry: PageSources['entry']): Manifest {
  const file = entry === PUBLIC_ENTRY ? PUBLIC_MANIFEST : CONSOLE_MANIFEST;
  return JSON.parse(readFileSync(join(distDir, file), 'utf8')) as Manifest;
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

/** The files a first visit of a page downloads, its HTML entry first. */
export function firstLoadFiles(distDir: string, page: PageSources): string[] {
  const manifest = readManifest(distDir, page.entry);
  return [page.entry, ...staticClosure(manifest, [page.entry, ...page.sources])];
}

/** Bytes of a built file as a brotli-accepting browser receives it: its brotli copy when there is one. */
const sentBytes = (path: string) => statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;

/** Compressed bytes that a first visit of a route (given by its page sources) downloads. */
export function measureRoute(distDir: string, page: PageSources): RouteSize {
  const files = firstLoadFiles(distDir, page).map((file) => ({
    file,
    bytes: sentBytes(join(distDir, file)),
  }));
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function report(name: string, size: RouteSize, budget: number): boolean {
  const within = size.bytes <= budget;
  console.log(
    `${name}: ${size.bytes} B brotli (${kb(size.bytes)}), budget ${kb(budget)} ${within ? 'ok' : 'OVER'}`,
  );
  return within;
}

function main(): void {
  const pages = process.argv.slice(2);
  if (pages.length > 0) {
    const entry = pages.every((p) => p.startsWith('src/public/')) ? PUBLIC_ENTRY : CONSOLE_ENTRY;
    const page: PageSources = { entry, sources: pages };
    const size = measureRoute(defaultDist, page);
    for (const f of size.files.sort((a, b) => b.bytes - a.bytes))
      console.log(`${kb(f.bytes).padStart(10)}  ${f.file}`);
    if (!report(pages.join(' + '), size, pageBudget(page))) process.exitCode = 1;
    return;
  }
  let ok = true;
  for (const [path, page] of Object.entries(PUBLIC_PAGES)) {
    ok = report(`${path} first load`, measureRoute(defaultDist, page), pageBudget(page)) && ok;
  }
  ok =
    report('/index shell after login', measureRoute(defaultDist, OVERVIEW_PAGES), SHELL_BUDGET_BYTES) && ok;
  if (!ok) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
