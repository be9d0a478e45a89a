import { parentPort } from 'node:worker_threads';
import { compileEngine } from './engine-code';
import type { ThreadError, ThreadOpen, ThreadReply, ThreadRequest } from './pglite-thread';
import { startDataDir } from './template';
import { setWasmCompilation } from './wasm-tiering';

setWasmCompilation();

/** The embedded database's own thread (see `openPgliteThread`): it opens the data folder and runs what it is sent. */
if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;

const asThreadError = (err: unknown): ThreadError => {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: Record<string, unknown> = { name: err.name };
  for (const [k, v] of Object.entries(err)) {
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    fields[k] = v;
  }
  return { message: err.message, fields };
};
const reply = (msg: ThreadReply) => port.postMessage(msg);

/** Opens the data folder the first message names, then answers every statement sent after it. */
async function serveDataDir({ dataDir }: ThreadOpen) {
  const startedAt = performance.now();
  const phases: Record<string, number> = {};
  const pg = await startDataDir(dataDir, undefined, phases, engineCode);
  phases.db_engine_ms = Math.round(performance.now() - startedAt);
  port.on('message', async (req: ThreadRequest) => {
    try {
      if (req.op === 'query')
        reply({ id: req.id, rows: (await pg.query(req.sql, req.params)).rows as never });
      else if (req.op === 'exec') {
        await pg.exec(req.sql);
        reply({ id: req.id, rows: [] });
      } else {
        await pg.close();
        reply({ id: req.id, rows: [] });
      }
    } catch (err) {
      reply({ id: req.id, error: asThreadError(err) });
    }
  });
  reply({ ready: true, phases });
}

// PGlite's code is loaded with this file; its WebAssembly is compiled while the data folder is awaited
const engineCode = compileEngine();
engineCode.catch(() => {});
port.once('message', (open: ThreadOpen) =>
  serveDataDir(open).catch((err: unknown) => reply({ failed: asThreadError(err) })),
);
