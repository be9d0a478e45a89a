import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: Buffer;
}

/**
 * A lean HTTP/1.1 client over kept-alive connections (at most `connections`), for load loops that
 * share the machine with the server they measure: `fetch` costs the client several times more CPU.
 */
export function keepAliveClient(base: string, connections: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    request(method: string, path: string, headers: Record<string, string>, body?: string) {
      return new Promise<HttpAnswer>((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
