import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BlobStore } from './types';

/**
 * Blobs (KYB documents) in an S3-compatible object store (AWS S3, MinIO, Ceph, R2 ...), spoken to with
 * plain HTTP requests signed with AWS Signature Version 4.
 */
export interface S3StoreOptions {
  /** `http://127.0.0.1:9000`, `https://s3.eu-west-1.amazonaws.com`; a path after the host is kept. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. `kyb/`. */
  prefix: string;
  /** `endpoint/bucket/key` when true, `bucket.endpoint/key` (virtual-hosted) when false. */
  pathStyle: boolean;
  /** Longest wait for an answer (for reads: for its headers; the body then streams at its pace). */
  timeoutMs: number;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides `host` (taken from the URL), e.g. x-amz-date, x-amz-content-sha256. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  /** `20150830T123600Z` */
  amzDate: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - . _ ~ (and `/` when kept). */
export function uriEncode(text: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The path as S3 canonicalises it: each segment encoded once, no dot-segment normalisation. */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/') || '/';

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Computes the Authorization header of one request (AWS Signature Version 4, header form). */
export function signV4(input: SignInput) {
  const headers = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    canonicalPath(input.url),
    canonicalQuery(input.url),
    ...names.map((n) => `${n}:${headers.get(n)}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, input.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** `20150830T123600Z` */
export const amzDateOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Where an object lives, path-style or virtual-hosted. */
export function objectUrl(
  o: Pick<S3StoreOptions, 'endpoint' | 'bucket' | 'prefix' | 'pathStyle'>,
  key: string,
) {
  const base = new URL(o.endpoint);
  const root = base.pathname.replace(/\/+$/, '');
  const object = uriEncode(`${o.prefix}${key}`, true);
  if (o.pathStyle) return new URL(`${base.protocol}//${base.host}${root}/${uriEncode(o.bucket)}/${object}`);
  return new URL(`${base.protocol}//${o.bucket}.${base.host}${root}/${object}`);
}

/** An S3 error answer as an Error: status, S3 code and message; never the request or its credentials. */
function s3Failure(method: string, res: Response, xml: string): Error {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1] ?? res.statusText;
  const message = /<Message>([^<]{1,300})<\/Message>/.exec(xml)?.[1];
  return new Error(`S3 ${method} failed: ${res.status} ${code}${message ? `: ${message}` : ''}`);
}

/** A 404 of the key itself; a missing bucket is a misconfiguration and stays an error. */
const isMissingKey = (res: Response, xml: string) =>
  res.status === 404 && [undefined, 'NoSuchKey'].includes(/<Code>([^<]*)<\/Code>/.exec(xml)?.[1]);

const KEY = /^[a-f0-9]{32}$/;

export function s3BlobStore(o: S3StoreOptions): BlobStore {
  /**
   * Sends one signed request and hands the answer to `handle`. The timeout covers both; a read
   * returns its body unread, so the stream of a document is not cut off by it.
   */
  async function exchange<T>(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body: Buffer | undefined,
    handle: (res: Response) => Promise<T>,
  ): Promise<T> {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    const url = objectUrl(o, key);
    const payloadHash = sha256Hex(body ?? '');
    const amzDate = amzDateOf(new Date());
    const headers = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    const { authorization } = signV4({ ...o, method, url, headers, payloadHash, amzDate, service: 's3' });
    const controller = new AbortController();
    const timeout = new Error(`S3 ${method} timed out after ${o.timeoutMs} ms`);
    const timer = setTimeout(() => controller.abort(timeout), o.timeoutMs);
    try {
      const res = await fetch(url, {
        method,
        headers: { ...headers, authorization },
        body: body ? new Uint8Array(body.buffer, body.byteOffset, body.length) : undefined,
        signal: controller.signal,
      });
      return await handle(res);
    } catch (err) {
      if (controller.signal.aborted) throw timeout;
      if (err instanceof TypeError) {
        // fetch's network failures: name the cause (ECONNREFUSED, ENOTFOUND ...), not the URL.
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(`S3 ${method} failed: ${cause?.code ?? cause?.message ?? err.message}`);
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async put(key, stream) {
      // Read it all first: when the stream fails, nothing has been sent.
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      const body = Buffer.concat(chunks);
      await exchange('PUT', key, body, async (res) => {
        const xml = await res.text();
        if (!res.ok) throw s3Failure('PUT', res, xml);
      });
      return { size: body.length };
    },
    get(key) {
      return exchange('GET', key, undefined, async (res) => {
        if (!res.ok || !res.body) {
          const xml = await res.text();
          if (isMissingKey(res, xml)) return null;
          throw s3Failure('GET', res, xml);
        }
        const size = Number(res.headers.get('content-length') ?? Number.NaN);
        if (!Number.isSafeInteger(size)) {
          await res.body.cancel();
          throw new Error('S3 GET failed: the answer has no Content-Length');
        }
        return { size, stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) };
      });
    },
    delete(key) {
      return exchange('DELETE', key, undefined, async (res) => {
        const xml = await res.text();
        if (!res.ok && !isMissingKey(res, xml)) throw s3Failure('DELETE', res, xml);
      });
    },
  };
}
