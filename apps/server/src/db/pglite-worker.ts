import { parentPort, workerData } from 'node:worker_threads';
import type { ThreadError, ThreadReply, ThreadRequest } from './pglite-thread';
import { startDataDir } from './template';

/** The embedded database's own thread (see `openPgliteThread`): it opens the data folder and runs what it is sent. */
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

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

try {
  const pg = await startDataDir((workerData as { dataDir: string }).dataDir);
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
  reply({ ready: true });
} catch (err) {
  reply({ failed: asThreadError(err) });
}
