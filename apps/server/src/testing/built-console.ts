import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** A built console as the build leaves it: files with their brotli and gzip copies beside them. */
export function builtConsole(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  };
  write(
    'index.html',
    `<!doctype html><head><title>console</title><link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head>${' '.repeat(2000)}`,
  );
  write('assets/index-c3.css', '.mc-boot{display:flex}');
  write('assets/app-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))})`);
  // the build's list of the chunks the overview loads beyond the entry
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite/page-preloads.json'),
    JSON.stringify({ '/index': ['/assets/OverviewPage-a1.js', '/assets/Layout-b2.css'] }),
  );
  return dist;
}

/**
 * A test app serving a built console (`builtConsole`), made before the file's tests and closed after
 * them: `app()` is the app, `dist()` the console's folder.
 */
export function appWithBuiltConsole() {
  let t: TestApp | undefined;
  let dist = '';
  beforeAll(async () => {
    dist = builtConsole();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return {
    app: (): TestApp => {
      if (!t) throw new Error('the app is made before the tests');
      return t;
    },
    dist: () => dist,
  };
}
