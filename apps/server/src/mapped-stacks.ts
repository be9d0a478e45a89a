import fs from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';

/**
 * Stack traces of a bundled file name the sources' files and lines, as `--enable-source-maps` does,
 * with the bundle's map read at the first stack trace that passes through it instead of at every
 * start (Node reads and indexes a whole map when it loads the file: a tenth of a second of the main
 * thread for the server's). Other frames read as V8 writes them.
 */
export function mapStacksThrough(bundle: string): void {
  let map: SourceMap | null | undefined;
  const sourceMap = () => {
    if (map !== undefined) return map;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')));
    } catch {
      map = null;
    }
    return map;
  };
  const frame = (site: NodeJS.CallSite): string => {
    const text = site.toString();
    if (site.getFileName() !== bundle) return text;
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!line || !column) return text;
    // an empty object where the map has no entry for the place
    const entry: Partial<SourceMapping> = sourceMap()?.findEntry(line - 1, column - 1) ?? {};
    if (entry.originalSource === undefined || entry.originalLine === undefined) return text;
    const source = path.resolve(path.dirname(bundle), entry.originalSource);
    return text.replace(
      `${bundle}:${line}:${column}`,
      `${source}:${entry.originalLine + 1}:${(entry.originalColumn ?? 0) + 1}`,
    );
  };
  Error.prepareStackTrace = (error: unknown, sites: NodeJS.CallSite[]) => {
    const head = error instanceof Error ? Error.prototype.toString.call(error) : String(error);
    return [head, ...sites.map((site) => `    at ${frame(site)}`)].join('\n');
  };
}
