import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of the routes declared after it (JSON lists, exports, OpenAPI) with brotli or
 * gzip, as the caller's `Accept-Encoding` allows, when they reach the threshold. Brotli runs at a
 * low quality (fast, still well below gzip's size); request bodies are never decompressed.
 * The console's files are compressed at build time and bypass this (`platform/static-console.ts`).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
