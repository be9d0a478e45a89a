import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** One request the receiver got: the headers of a delivery and its raw body. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/**
 * Verifies `Webhook-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]` as a receiver would: HMAC-SHA256
 * of `<t>.<raw body>` with the whole `whsec_…` secret, compared in constant time, `t` equal to the
 * `Webhook-Timestamp` header and no older than the tolerance.
 */
export function verifySignature(secret: string, r: Received, toleranceSeconds = 300): boolean {
  const parts = r.signature.split(',').map((p) => p.split('=', 2) as [string, string]);
  const t = parts.find(([k]) => k === 't')?.[1];
  if (!t || t !== r.timestamp || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${r.body}`, 'utf8').digest();
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/** A local HTTP receiver on 127.0.0.1 that records every POST and answers 200. */
export async function startReceiver(
  port: number,
): Promise<{ received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = (name: string) => String(req.headers[name] ?? '');
      received.push({
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
