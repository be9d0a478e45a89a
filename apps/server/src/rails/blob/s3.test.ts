import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../testing/harness';
import { PNG_1X1, storedFiles, submitKyb, TINY_PDF } from '../../testing/kyb';
import { loggedInOperator, opsGet, opsPost } from '../../testing/ops';
import { loggedInMerchant } from '../../testing/scenarios';
import { newStorageKey } from './keys';
import { objectUrl, type S3StoreOptions, s3BlobStore, s3Signer, signedHeaders } from './s3';
import type { BlobStore } from './types';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  // The S3 examples of "Authenticating Requests: Using the Authorization Header" (AWS S3 API reference).
  const example = s3Signer({
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  });
  const date = new Date('2013-05-24T00:00:00Z');

  it('S3 examples: GET object with a range, list objects', async () => {
    const get = await signedHeaders(
      await example,
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      {
        headers: { Range: 'bytes=0-9' },
        date,
      },
    );
    expect(get).toEqual({
      Range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
    const list = await signedHeaders(
      await example,
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      { date },
    );
    expect(list.authorization).toMatch(
      /SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('signs the hash of the body and the path as sent, encoded once', async () => {
    const body = new TextEncoder().encode('Welcome to Amazon S3.');
    const url = objectUrl(
      { endpoint: 'https://s3.amazonaws.com', bucket: 'examplebucket', prefix: 'a b/', pathStyle: false },
      'test$file.text',
    );
    expect(url.pathname).toBe('/a%20b/test%24file.text');
    const put = await signedHeaders(await example, 'PUT', url, { body, date });
    expect(put['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    // The same request signed as its canonical form reads, worked out apart from the signer.
    const canonical = [
      'PUT',
      '/a%20b/test%24file.text',
      '',
      'host:examplebucket.s3.amazonaws.com',
      `x-amz-content-sha256:${put['x-amz-content-sha256']}`,
      'x-amz-date:20130524T000000Z',
      '',
      'host;x-amz-content-sha256;x-amz-date',
      put['x-amz-content-sha256'],
    ].join('\n');
    expect(put.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date, ' +
        `Signature=${expectedSignature(canonical, '20130524T000000Z', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}`,
    );
  });

  it('addresses objects path-style or virtual-hosted, under the prefix', () => {
    const o = { endpoint: 'https://s3.eu-west-1.amazonaws.com', bucket: 'acme-kyb', prefix: 'kyb/' };
    expect(objectUrl({ ...o, pathStyle: true }, 'ab12').href).toBe(
      'https://s3.eu-west-1.amazonaws.com/acme-kyb/kyb/ab12',
    );
    expect(objectUrl({ ...o, pathStyle: false }, 'ab12').href).toBe(
      'https://acme-kyb.s3.eu-west-1.amazonaws.com/kyb/ab12',
    );
    expect(
      objectUrl({ ...o, endpoint: 'http://127.0.0.1:9000/storage/', prefix: '', pathStyle: true }, 'ab12')
        .href,
    ).toBe('http://127.0.0.1:9000/storage/acme-kyb/ab12');
  });
});

/**
 * The emulator: s3rver (S3 on the filesystem, in this process) behind a gateway that checks every
 * request's Signature Version 4 before passing it on, because s3rver itself only checks the access key.
 * The gateway's canonical request is computed here from the raw request, apart from the signer under test.
 */
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';
const BUCKET = 'kyb-test';
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: object,
) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function signatureProblem(req: http.IncomingMessage, body: Buffer): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=(\w+)\/(\d{8})\/us-east-1\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'malformed Authorization';
  const [, accessKey, day, signed, signature] = auth as unknown as [string, string, string, string, string];
  if (accessKey !== ACCESS_KEY) return null; // s3rver answers InvalidAccessKeyId itself
  const amzDate = String(req.headers['x-amz-date']);
  const at = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!amzDate.startsWith(day) || !(Math.abs(at - Date.now()) < 15 * 60_000))
    return 'x-amz-date missing or stale';
  const names = signed.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  const payload = String(req.headers['x-amz-content-sha256']);
  if (payload !== createHash('sha256').update(body).digest('hex'))
    return 'body does not match x-amz-content-sha256';
  const [rawPath = '/', rawQuery] = (req.url ?? '/').split('?');
  const query = (rawQuery ? rawQuery.split('&') : [])
    .map((pair) => pair.split('=').map((part) => rfc3986(decodeURIComponent(part.replace(/\+/g, ' ')))))
    .sort(([a = '', av = ''], [b = '', bv = '']) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value = '']) => `${name}=${value}`)
    .join('&');
  const canonical = [
    req.method,
    rawPath
      .split('/')
      .map((s) => rfc3986(decodeURIComponent(s)))
      .join('/'),
    query,
    ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
    '',
    signed,
    payload,
  ].join('\n');
  return expectedSignature(canonical, amzDate, SECRET) === signature ? null : 'signature does not match';
}

/** The Signature Version 4 signature of a canonical request for S3 in us-east-1, worked out here. */
function expectedSignature(canonical: string, amzDate: string, secret: string): string {
  const day = amzDate.slice(0, 8);
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/us-east-1/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`;
  const key = ['us-east-1', 's3', 'aws4_request'].reduce(
    (k, part) => createHmac('sha256', k).update(part).digest(),
    createHmac('sha256', `AWS4${secret}`).update(day).digest(),
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

let emulatorDir: string;
let emulator: InstanceType<typeof S3rver>;
let gateway: http.Server;
let endpoint: string;
const seen = { verified: 0, refused: 0, puts: 0 };

beforeAll(async () => {
  emulatorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-s3rver-'));
  emulator = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: emulatorDir,
    configureBuckets: [{ name: BUCKET }],
  });
  const upstream = await emulator.run();
  gateway = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const problem = signatureProblem(req, body);
    if (problem) {
      seen.refused++;
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`,
      );
      return;
    }
    seen.verified++;
    if (req.method === 'PUT') seen.puts++;
    const forward = http.request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    forward.end(body);
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await emulator.close();
  fs.rmSync(emulatorDir, { recursive: true, force: true });
});

const options = (over: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  prefix: 'kyb/',
  pathStyle: true,
  timeoutMs: 5000,
  ...over,
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The keys in the bucket under a prefix (ListObjectsV2, signed like any other request). */
async function bucketKeys(prefix: string): Promise<string[]> {
  const url = new URL(`${endpoint}/${BUCKET}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  const headers = await signedHeaders(await s3Signer(options()), 'GET', url, {});
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort();
}

describe('s3BlobStore against s3rver', () => {
  let store: BlobStore;
  beforeAll(() => {
    store = s3BlobStore(options());
  });

  it('puts, gets and deletes; a missing key reads as null and deletes without error', async () => {
    const key = newStorageKey();
    const bytes = randomBytes(300 * 1024);
    const before = seen.verified;
    expect(await store.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]))).toEqual({
      size: bytes.length,
    });
    expect(await bucketKeys(`kyb/${key}`)).toEqual([`kyb/${key}`]);
    const blob = await store.get(key);
    expect(blob?.size).toBe(bytes.length);
    expect((await readAll(blob!.stream)).equals(bytes)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
    expect(await store.get(newStorageKey())).toBeNull();
    expect(seen.verified - before).toBeGreaterThanOrEqual(6);
  });

  it('writes nothing when the stream fails', async () => {
    const key = newStorageKey();
    const puts = seen.puts;
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(512, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('client went away');
    expect(seen.puts).toBe(puts);
    expect(await store.get(key)).toBeNull();
  });

  it('fails with the S3 error code and message, never the secret', async () => {
    const secret = 'not-the-secret-6Gq2';
    const wrong = s3BlobStore(options({ secretAccessKey: secret }));
    const refused = seen.refused;
    const err = await wrong.put(newStorageKey(), Readable.from([Buffer.from('x')])).catch((e: Error) => e);
    expect(String(err)).toMatch(
      /^Error: S3 PUT failed: 403 SignatureDoesNotMatch: signature does not match$/,
    );
    expect(String(err)).not.toContain(secret);
    await expect(wrong.get(newStorageKey())).rejects.toThrow('S3 GET failed: 403 SignatureDoesNotMatch');
    await expect(wrong.delete(newStorageKey())).rejects.toThrow(
      'S3 DELETE failed: 403 SignatureDoesNotMatch',
    );
    expect(seen.refused - refused).toBe(3);
    // Answered by s3rver itself.
    const unknown = s3BlobStore(options({ accessKeyId: 'NOBODY' }));
    await expect(unknown.get(newStorageKey())).rejects.toThrow('S3 GET failed: 403 InvalidAccessKeyId');
    // A missing bucket is a misconfiguration, not a missing document.
    const noBucket = s3BlobStore(options({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get(newStorageKey())).rejects.toThrow('S3 GET failed: 404 NoSuchBucket');
    await expect(noBucket.put(newStorageKey(), Readable.from([Buffer.from('x')]))).rejects.toThrow(
      '404 NoSuchBucket',
    );
    await expect(store.get('../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('gives up after the timeout when the store does not answer', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const slow = s3BlobStore(options({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200 }));
    await expect(slow.get(newStorageKey())).rejects.toThrow('S3 GET timed out after 200 ms');
    silent.close();
    await expect(slow.get(newStorageKey())).rejects.toThrow('S3 GET failed: ECONNREFUSED');
  });
});

describe('KYB storage settings', () => {
  const s3Env = { KYB_S3_ENDPOINT: 'http://127.0.0.1:9000', KYB_S3_BUCKET: 'acme-kyb' };

  it('takes the S3 settings all together or not at all, naming what is missing', () => {
    expect(() => loadConfig({ ...s3Env, KYB_S3_SECRET_ACCESS_KEY: 'sekrit-Value-1' })).toThrow(
      /KYB_S3_ACCESS_KEY_ID: KYB_S3_ACCESS_KEY_ID must be set too/,
    );
    expect(() => loadConfig({ KYB_S3_SECRET_ACCESS_KEY: 'sekrit-Value-1' })).not.toThrow(/sekrit/);
    const none = loadConfig({ KYB_S3_ENDPOINT: '', KYB_S3_BUCKET: '' });
    expect(none.KYB_S3_ENDPOINT).toBeUndefined();
    const all = loadConfig({ ...s3Env, KYB_S3_ACCESS_KEY_ID: 'AK', KYB_S3_SECRET_ACCESS_KEY: 'SK' });
    expect(all).toMatchObject({ KYB_S3_REGION: 'us-east-1', KYB_S3_PREFIX: 'kyb/', KYB_S3_PATH_STYLE: true });
    expect(() => loadConfig({ KYB_S3_ENDPOINT: 's3.amazonaws.com' })).toThrow(/KYB_S3_ENDPOINT looks like/);
    expect(() => loadConfig({ KYB_S3_PREFIX: '../kyb/' })).toThrow(/KYB_S3_PREFIX is letters/);
  });
});

describe('KYB documents through the API with the S3 store', () => {
  it('an upload lands in the bucket, not in DATA_DIR, and the operator preview serves it back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-kyb-s3-'));
    const t = await createTestApp({
      DATA_DIR: dataDir,
      KYB_S3_ENDPOINT: endpoint,
      KYB_S3_BUCKET: BUCKET,
      KYB_S3_ACCESS_KEY_ID: ACCESS_KEY,
      KYB_S3_SECRET_ACCESS_KEY: SECRET,
      KYB_S3_PREFIX: 'api-test/',
    });
    try {
      const m = await loggedInMerchant(t);
      const sub = await submitKyb(t, m.token);
      expect(storedFiles(dataDir).filter((f) => f.startsWith('kyb'))).toEqual([]);
      const rows = await t.db.query<{ storage_key: string }>(
        'SELECT storage_key FROM kyb_files WHERE merchant_id = $1',
        [m.merchantId],
      );
      expect(await bucketKeys('api-test/')).toEqual(rows.map((r) => `api-test/${r.storage_key}`).sort());
      const op = await loggedInOperator(t);
      const files: { id: string; mime: string }[] = (await opsGet(t, op.token, `/api/ops/kyb/${sub.id}`)).body
        .data.files;
      expect(files).toHaveLength(2);
      for (const f of files) {
        const link = await opsPost(t, op.token, `/api/ops/kyb/${sub.id}/files/${f.id}/link`);
        const doc = await t.call({ method: 'GET', url: link.body.data.url });
        expect(doc.status).toBe(200);
        expect(doc.res.headers['content-type']).toBe(f.mime);
        expect(doc.res.rawPayload.equals(f.mime === 'image/png' ? PNG_1X1 : TINY_PDF)).toBe(true);
      }
      await t.checkLedger();
    } finally {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
