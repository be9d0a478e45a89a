import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the node in front of a real one behaves: `up` forwards every request; `down` refuses
 * connections; `frozen` takes requests and never answers; `lagging` answers as a node `blocks` behind
 * the real head (its head, its blocks, its logs and receipts stop there); `other-chain` answers
 * another chain id.
 */
export type FaultMode =
  | { mode: 'up' }
  | { mode: 'down' }
  | { mode: 'frozen' }
  | { mode: 'lagging'; blocks: number }
  | { mode: 'other-chain'; chainId: number };

interface RpcCall {
  jsonrpc: '2.0';
  id: number | string;
  method: string;
  params?: unknown[];
}

/** A JSON-RPC node a test breaks at will, in front of a real one (a second node of the same chain). */
export interface FaultNode {
  url: string;
  set(mode: FaultMode): Promise<void>;
  /** Requests it has received, by method. */
  calls: Map<string, number>;
  close(): Promise<void>;
}

const hex = (n: bigint) => `0x${n.toString(16)}`;

export async function faultNode(port: number, target: string): Promise<FaultNode> {
  let mode: FaultMode = { mode: 'up' };
  const calls = new Map<string, number>();
  const sockets = new Set<Socket>();
  const upstream = async (body: RpcCall | RpcCall[]) => {
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as unknown;
  };
  const one = async (c: RpcCall) => (await upstream(c)) as { result?: unknown; error?: unknown };

  /** One call as the broken node answers it. */
  async function answer(c: RpcCall): Promise<unknown> {
    calls.set(c.method, (calls.get(c.method) ?? 0) + 1);
    const reply = (result: unknown) => ({ jsonrpc: '2.0', id: c.id, result });
    if (mode.mode === 'other-chain' && c.method === 'eth_chainId') return reply(hex(BigInt(mode.chainId)));
    if (mode.mode !== 'lagging') return one(c);
    const real = BigInt((await one({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' })).result as string);
    const head = real - BigInt(mode.blocks) < 0n ? 0n : real - BigInt(mode.blocks);
    const params = c.params ?? [];
    if (c.method === 'eth_blockNumber') return reply(hex(head));
    if (c.method === 'eth_getBlockByNumber') {
      const tag = params[0];
      const at =
        tag === 'latest' || tag === 'pending'
          ? head
          : typeof tag === 'string' && tag.startsWith('0x')
            ? BigInt(tag)
            : null;
      if (at !== null && at > head) return reply(null);
      return one({ ...c, params: [at === null ? tag : hex(at), ...params.slice(1)] });
    }
    if (c.method === 'eth_getLogs') {
      const filter = { ...(params[0] as Record<string, unknown>) };
      const from =
        typeof filter.fromBlock === 'string' && filter.fromBlock.startsWith('0x')
          ? BigInt(filter.fromBlock)
          : 0n;
      if (from > head) return reply([]);
      const to =
        typeof filter.toBlock === 'string' && filter.toBlock.startsWith('0x') ? BigInt(filter.toBlock) : head;
      filter.toBlock = hex(to > head ? head : to);
      return one({ ...c, params: [filter] });
    }
    if (c.method === 'eth_getTransactionReceipt') {
      const r = await one(c);
      const block = (r.result as { blockNumber?: string } | null)?.blockNumber;
      return block && BigInt(block) > head ? reply(null) : r;
    }
    return one(c);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode.mode === 'frozen') return; // never answers; the socket is cut when the mode changes
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcCall | RpcCall[];
      const answered = Array.isArray(body) ? Promise.all(body.map(answer)) : answer(body);
      answered.then(
        (out) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(out));
        },
        () => res.destroy(),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  await listen();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    async set(next) {
      const was = mode.mode;
      mode = next;
      if (was === 'frozen') for (const s of sockets) s.destroy();
      if (next.mode === 'down') await stop();
      else if (!server.listening) await listen();
    },
    close: stop,
  };
}
