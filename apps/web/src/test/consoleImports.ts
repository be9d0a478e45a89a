import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import of a console source file, both paths relative to src/ (`/` separated, no extension). */
export interface ConsoleImport {
  from: string;
  line: number;
  to: string;
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** Every relative import (static, type-only, re-export or dynamic) of every source file under `srcDir`. */
export function consoleImports(srcDir: string): ConsoleImport[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const from = toPosix(relative(srcDir, file));
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName, pos }) => ({
        from,
        line: text.slice(0, pos).split('\n').length,
        to: posix.normalize(posix.join(posix.dirname(from), fileName)).replace(SOURCE, ''),
      }));
  });
}

/** The layer of a path under src/: `app`, `features`, `components`, `shell`, `lib`, `locales`, `test`… */
export function layerOf(path: string): string {
  return path.split('/')[0] ?? '';
}

/** The area of a path under features/ (`receive` for `features/receive/list/…`), else null. */
export function featureAreaOf(path: string): string | null {
  const [layer, area] = path.split('/');
  return layer === 'features' && area ? area : null;
}
