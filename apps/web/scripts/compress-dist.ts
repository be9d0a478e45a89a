/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the built console,
 * at the highest levels (done once at build time, not per request). The server sends them to browsers
 * that accept them (`@fastify/static` `preCompressed`). Usage: `tsx scripts/compress-dist.ts [dist]`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves next to nothing. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        COMPRESSIBLE.has(extname(e.name)) &&
        !e.parentPath.includes('.vite') &&
        !e.parentPath.includes('.ssr'),
    )
    .map((e) => join(e.parentPath, e.name));
}

export async function compressDist(dir: string): Promise<{ files: number; raw: number; br: number }> {
  let raw = 0;
  let br = 0;
  let files = 0;
  for (const file of await filesOf(dir)) {
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [b, g] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // a copy that is not smaller is not worth sending: the original goes out as it is
    if (b.length < bytes.length) await writeFile(`${file}.br`, b);
    if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
    files++;
    raw += bytes.length;
    br += Math.min(b.length, bytes.length);
  }
  return { files, raw, br };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../dist'));
  const { files, raw, br } = await compressDist(dir);
  console.log(
    `compressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
  );
}
