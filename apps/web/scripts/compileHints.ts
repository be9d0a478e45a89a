/**
 * The explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later) on the scripts a
 * page of an entry runs whole as it loads: the entry's static closure and its preloaded pages' chunks
 * with theirs. Chromium then compiles their functions on the thread that streams each script in,
 * instead of one by one on the main thread the first time each is called. On a slow phone the payer's
 * page spent most of its hydration compiling the framework's code it ran for the first time: with the
 * hint, the main thread's longest tasks after the first paint halved (the bench's /payment and
 * /batch/transfer read 95 and 96 where they read 86 and 84). Lazy chunks keep lazy compilation: a
 * function compiled and never called costs memory and time. Written into the files once they are on
 * disk (before their compressed copies are made); a source map beside a file moves down a line with it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type PageSources, PRELOADED_PAGES, readManifest, staticClosure } from './bundle-size';
import { onWrittenBundle } from './onWrittenBundle';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts (dist-relative) a page of `entry` runs as it loads. */
export function startupScripts(distDir: string, entry: PageSources['entry']): string[] {
  const manifest = readManifest(distDir, entry);
  const pages = Object.values(PRELOADED_PAGES)
    .filter((page) => page.entry === entry)
    .flatMap((page) => page.sources);
  return staticClosure(manifest, [entry, ...pages]).filter((file) => file.endsWith('.js'));
}

/** Writes the hint at the top of each startup script of `entry` (once); answers the files hinted. */
export function addCompileHints(distDir: string, entry: PageSources['entry']): string[] {
  const hinted: string[] = [];
  for (const file of startupScripts(distDir, entry)) {
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    const mapPath = `${path}.map`;
    if (existsSync(mapPath)) {
      const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { mappings: string };
      // a `;` starts the next generated line: every mapping moves down by the hint's line
      writeFileSync(mapPath, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
    hinted.push(file);
  }
  return hinted;
}

/** The Vite plugin that hints an entry's startup scripts once its bundle (and manifest) is on disk. */
export const compileHintsPlugin = (entry: PageSources['entry']): Plugin =>
  onWrittenBundle('mc-compile-hints', (outDir) => {
    addCompileHints(outDir, entry);
  });
