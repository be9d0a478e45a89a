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
 * Verifies a delivery as the Standard Webhooks specification has it: one `v1,<base64>` of the
 * space-separated `webhook-signature` is the HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw
 * body>` keyed with the bytes of the base64 after `whsec_`, compared in constant time, the timestamp
 * no further from now than the tolerance.
 */
export function verifySignature(secret: string, r: Received, toleranceSeconds = 300): boolean {
  const t = Number(r.timestamp);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${r.id}.${t}.${r.body}`, 'utf8').digest();
  return r.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
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
