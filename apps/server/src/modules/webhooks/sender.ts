import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_EXCERPT_BYTES } from '@mc/contract';
import type { AllowedTarget } from './url-guard';

/** What one attempt came to. The request's headers (its signature) are never part of it. */
export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
  truncated: boolean;
}

export interface OutgoingWebhook {
  target: AllowedTarget;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** Connects to the address that was checked, whatever the name resolves to now. */
function pinnedLookup(target: AllowedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/** Text a database column can hold: no NUL characters. */
const storable = (text: string) => text.replaceAll('\u0000', '');

/**
 * POSTs one webhook: to the checked address (TLS still verifies the name), no redirect followed (a
 * 3xx is an answer like any other), the whole exchange cut at `timeoutMs`, the first kilobyte of
 * the answer kept.
 */
export function sendWebhook(out: OutgoingWebhook): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { url } = out.target;
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Omit<AttemptOutcome, 'durationMs'>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...o, durationMs: elapsed() });
    };
    const failed = (error: string) => finish({ statusCode: null, error, excerpt: null, truncated: false });
    const req = (secure ? https : http).request({
      method: 'POST',
      protocol: url.protocol,
      host: out.target.host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { ...out.headers, 'content-length': String(Buffer.byteLength(out.body)) },
      lookup: pinnedLookup(out.target),
      agent: secure ? agents.https : agents.http,
    });
    const timer = setTimeout(() => {
      failed(`timeout after ${out.timeoutMs} ms`);
      req.destroy();
    }, out.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => failed(err.code ?? err.message));
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const answer = (truncated: boolean) => {
        const bytes = Buffer.concat(chunks).subarray(0, WEBHOOK_EXCERPT_BYTES);
        finish({
          statusCode: res.statusCode ?? null,
          error: null,
          excerpt: bytes.length ? storable(bytes.toString('utf8')) : null,
          truncated,
        });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size > WEBHOOK_EXCERPT_BYTES) {
          answer(true);
          res.destroy();
        }
      });
      res.on('end', () => answer(false));
      res.on('error', () => answer(size > WEBHOOK_EXCERPT_BYTES));
    });
    req.end(out.body);
  });
}
