import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SignatureV4 } from '@smithy/signature-v4';
import type { BlobStore } from './types';

/**
 * Blobs (KYB documents) in an S3-compatible object store (AWS S3, MinIO, Ceph, R2 ...), spoken to with
 * plain HTTP requests signed with AWS Signature Version 4 by AWS's own signer (@smithy/signature-v4).
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

/** AWS's Signature Version 4 signer (the one of its SDK) for S3: the path is signed as sent, encoded once. */
export async function s3Signer(o: Pick<S3StoreOptions, 'region' | 'accessKeyId' | 'secretAccessKey'>) {
  // loaded with the first document stored: most servers keep documents on disk
  const [{ Hash }, { SignatureV4 }] = await Promise.all([
    import('@smithy/hash-node'),
    import('@smithy/signature-v4'),
  ]);
  return new SignatureV4({
    service: 's3',
    region: o.region,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
}

/**
 * The headers to send with one request, signed: those given, `x-amz-date`, `x-amz-content-sha256` (of
 * the whole body, read before) and `authorization`; `host` is signed but left to fetch to send.
 */
export async function signedHeaders(
  signer: SignatureV4,
  method: string,
  url: URL,
  {
    body,
    headers = {},
    date = new Date(),
  }: { body?: Uint8Array; headers?: Record<string, string>; date?: Date },
): Promise<Record<string, string>> {
  const query: Record<string, string[]> = {};
  for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
  const request = {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers: { ...headers, host: url.host },
    body,
  };
  const { host: _, ...signed } = (await signer.sign(request, { signingDate: date })).headers;
  return signed;
}

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - . _ ~ (and `/` when kept). */
const uriEncode = (text: string, keepSlash = false) => {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
};

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
  let signer: Promise<SignatureV4> | undefined;
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
    const bytes = body && new Uint8Array(body.buffer, body.byteOffset, body.length);
    signer ??= s3Signer(o);
    const headers = await signedHeaders(await signer, method, url, { body: bytes });
    const controller = new AbortController();
    const timeout = new Error(`S3 ${method} timed out after ${o.timeoutMs} ms`);
    const timer = setTimeout(() => controller.abort(timeout), o.timeoutMs);
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: bytes,
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
