import net from 'node:net';

export interface HttpAnswer {
  status: number;
  body: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One kept-alive HTTP/1.1 connection, one request at a time. It reads what the server under
 * measurement sends (a status line, headers with Content-Length, the body) and nothing more.
 */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve(a: HttpAnswer): void; reject(e: Error): void } | null = null;
  broken = false;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.settle();
    });
    const fail = (err: Error) => {
      this.broken = true;
      this.pending?.reject(err);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed')));
  }

  request(head: string, body: Buffer | undefined): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(body ? Buffer.concat([Buffer.from(head), body]) : head);
    });
  }

  private settle() {
    const end = this.buffer.indexOf(HEAD_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      this.pending.reject(new Error(`no Content-Length in the answer:\n${head}`));
      this.pending = null;
      return;
    }
    const total = end + HEAD_END.length + Number(length[1]);
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + HEAD_END.length, total);
    this.buffer = this.buffer.subarray(total);
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status, body });
  }

  close() {
    this.socket.destroy();
  }
}

/**
 * A lean HTTP/1.1 client over at most `connections` kept-alive connections, for load loops that
 * share the machine with the server they measure: the client's own work is kept small (Node's
 * `http` client costs about as much per request as a light handler, `fetch` several times more),
 * so that what is measured is the server, as pgbench's client is light beside PostgreSQL.
 */
export function keepAliveClient(base: string, connections: number) {
  const url = new URL(base);
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const waiting: ((c: Connection) => void)[] = [];
  let open = 0;

  const acquire = (): Promise<Connection> => {
    const c = idle.pop();
    if (c) return Promise.resolve(c);
    if (open < connections) {
      open++;
      const fresh = new Connection(url.hostname, Number(url.port));
      all.add(fresh);
      return Promise.resolve(fresh);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (c: Connection) => {
    if (c.broken) {
      open--;
      all.delete(c);
      c.close();
      return;
    }
    const next = waiting.shift();
    if (next) next(c);
    else idle.push(c);
  };

  return {
    async request(method: string, path: string, headers: Record<string, string>, body?: string) {
      const payload = body === undefined ? undefined : Buffer.from(body);
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      if (payload) head += `content-length: ${payload.length}\r\n`;
      head += '\r\n';
      const c = await acquire();
      try {
        return await c.request(head, payload);
      } finally {
        release(c);
      }
    },
    close() {
      for (const c of all) c.close();
    },
  };
}
