import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The server's folder (apps/server). */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The server's modules (apps/server/src/modules). */
export const MODULES_ROOT = path.join(SERVER_ROOT, 'src', 'modules');

export interface SourceFile {
  /** Path relative to apps/server, with forward slashes. */
  file: string;
  text: string;
  test: boolean;
}

/** Every TypeScript source of the server (src and scripts). */
export function serverSources(): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) {
        const file = path.relative(SERVER_ROOT, full).split(path.sep).join('/');
        out.push({ file, text: fs.readFileSync(full, 'utf8'), test: entry.name.endsWith('.test.ts') });
      }
    }
  };
  walk(path.join(SERVER_ROOT, 'src'));
  walk(path.join(SERVER_ROOT, 'scripts'));
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/** The relative imports of a source, resolved to paths relative to apps/server without extension. */
export function relativeImports(source: SourceFile): string[] {
  const info = ts.preProcessFile(source.text, true, true);
  const dir = path.posix.dirname(source.file);
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.posix.normalize(path.posix.join(dir, name)).replace(/\.(ts|js)$/, ''));
}

/** The module (`src/modules/<area>/…`) a path belongs to, or null outside the modules. */
export function moduleOf(file: string): string | null {
  const m = /^src\/modules\/([^/]+)\/./.exec(file) ?? /^src\/modules\/([^/.]+)$/.exec(file);
  return m ? m[1]! : null;
}
