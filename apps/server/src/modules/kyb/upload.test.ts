import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import {
  FAKE_EXE,
  multipart,
  PNG_1X1,
  pngOfSize,
  storedFiles,
  TINY_JPEG,
  TINY_PDF,
  tinyBmp,
  uploadFiles,
  zipBomb,
} from '../../testing/kyb';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
type Merchant = Awaited<ReturnType<typeof loggedInMerchant>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-kyb-upload-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.checkLedger();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const state = async (m: Merchant) =>
  (await t.call({ method: 'GET', url: '/api/merchant/kyb', headers: bearer(m.token) })).body.data;

/** Refused: 422 with exactly these field errors, and neither the merchant's draft nor the disk changed. */
async function expectRefused(
  m: Merchant,
  upload: () => ReturnType<typeof uploadFiles>,
  errors: { field: string; message: string }[],
) {
  const disk = storedFiles(dataDir);
  const draft = (await state(m)).draft;
  const res = await upload();
  expect(res.status, res.res.body).toBe(422);
  expect(res.body.code).toBe(422);
  expect(res.body.errors).toEqual(errors);
  expect(storedFiles(dataDir)).toEqual(disk);
  expect((await state(m)).draft).toEqual(draft);
}

describe('KYB uploads', () => {
  let m: Merchant;
  beforeEach(async () => {
    m = await loggedInMerchant(t);
  });

  it('accepts PDF, JPG, PNG and BMP by content, stores them under random names in DATA_DIR/kyb', async () => {
    const res = await uploadFiles(t, m.token, [
      { field: 'legal_id_photo', filename: 'passport scan.png', content: PNG_1X1, type: 'image/png' },
      { field: 'business_licence_photo', filename: 'licence.pdf', content: TINY_PDF },
      { field: 'other_documents', filename: 'office.JPEG', content: TINY_JPEG, type: 'image/jpeg' },
      // Declared type and name say nothing: the content decides.
      { field: 'other_documents', filename: 'scan', content: tinyBmp(), type: 'text/plain' },
    ]);
    expect(res.status, res.res.body).toBe(200);
    const files = res.body.data.files;
    expect(
      files.map((f: { kind: string; display_name: string; mime: string; size: number }) => [
        f.kind,
        f.display_name,
        f.mime,
        f.size,
      ]),
    ).toEqual([
      ['legal_id_photo', 'passport scan.png', 'image/png', PNG_1X1.length],
      ['business_licence_photo', 'licence.pdf', 'application/pdf', TINY_PDF.length],
      ['other_documents', 'office.JPEG', 'image/jpeg', TINY_JPEG.length],
      ['other_documents', 'scan', 'image/bmp', tinyBmp().length],
    ]);
    expect(res.body.data.status).toBe('draft');
    expect(res.body.data.total_bytes).toBe(
      PNG_1X1.length + TINY_PDF.length + TINY_JPEG.length + tinyBmp().length,
    );
    const onDisk = storedFiles(dataDir).filter((f) => !f.endsWith('.part'));
    for (const f of onDisk) expect(f).toMatch(/^kyb\/[a-f0-9]{2}\/[a-f0-9]{32}$/);
    const png = await t.call({
      method: 'GET',
      url: `/api/merchant/kyb/files/${files[0].id}`,
      headers: bearer(m.token),
    });
    expect(png.status).toBe(200);
    expect(png.res.headers['content-type']).toBe('image/png');
    expect(png.res.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(png.res.headers['content-disposition']).toBe(
      `inline; filename="passport scan.png"; filename*=UTF-8''passport%20scan.png`,
    );
    // Reloading the page shows the draft with its documents.
    expect((await state(m)).draft.files).toHaveLength(4);
  });

  it('refuses a renamed .exe, naming the field and the reason (cn and en)', async () => {
    const exe = [{ field: 'legal_id_photo', filename: 'photo.png', content: FAKE_EXE, type: 'image/png' }];
    await expectRefused(m, () => uploadFiles(t, m.token, exe), [
      {
        field: 'legal_id_photo',
        message: 'photo.png: only PDF, JPG, JPEG, PNG or BMP files are accepted (checked by content)',
      },
    ]);
    await expectRefused(m, () => uploadFiles(t, m.token, exe, 'zh-CN'), [
      {
        field: 'legal_id_photo',
        message: 'photo.png：仅支持 PDF、JPG、JPEG、PNG、BMP 文件（按文件内容识别）',
      },
    ]);
    expect((await state(m)).draft).toBeNull();
  });

  it('refuses a ZIP and a zip bomb by their first bytes, without decompressing them', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    for (const filename of ['bomb.zip', 'bomb.png', 'bomb.pdf']) {
      await expectRefused(
        m,
        () => uploadFiles(t, m.token, [{ field: 'business_licence_photo', filename, content: bomb }]),
        [
          {
            field: 'business_licence_photo',
            message: `${filename}: only PDF, JPG, JPEG, PNG or BMP files are accepted (checked by content)`,
          },
        ],
      );
    }
  });

  it('a refused file anywhere in the upload leaves nothing stored, not even the good ones before it', async () => {
    const res = () =>
      uploadFiles(t, m.token, [
        { field: 'legal_id_photo', filename: 'id.png', content: PNG_1X1 },
        { field: 'business_licence_photo', filename: 'licence.pdf', content: TINY_PDF },
        { field: 'other_documents', filename: 'setup.jpg', content: FAKE_EXE },
      ]);
    await expectRefused(m, res, [
      {
        field: 'other_documents',
        message: 'setup.jpg: only PDF, JPG, JPEG, PNG or BMP files are accepted (checked by content)',
      },
    ]);
    expect((await state(m)).draft).toBeNull();
  });

  it('refuses path-traversal names; the name never reaches the storage path', async () => {
    for (const filename of ['../../etc/passwd.png', '..\\..\\windows\\win.png', '/etc/passwd.png']) {
      await expectRefused(
        m,
        () => uploadFiles(t, m.token, [{ field: 'legal_id_photo', filename, content: PNG_1X1 }]),
        [
          {
            field: 'legal_id_photo',
            message: `${filename.split(/[\\/]/).pop()}: the file name must not contain a path (/ \\ ..) or control characters`,
          },
        ],
      );
    }
    expect(fs.existsSync(path.join(dataDir, '..', 'etc'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'etc'))).toBe(false);
    // Markup and odd characters are kept out of the display name of an accepted file.
    const ok = await uploadFiles(t, m.token, [
      { field: 'legal_id_photo', filename: '<script>id?.png', content: PNG_1X1 },
    ]);
    expect(ok.body.data.files[0].display_name).toBe('scriptid.png');
  });

  it('allows 10 MB in total per submission and refuses 10 MB + 1 byte', async () => {
    const over = () =>
      uploadFiles(t, m.token, [
        { field: 'legal_id_photo', filename: 'a.png', content: pngOfSize(5 * MB) },
        { field: 'business_licence_photo', filename: 'b.png', content: pngOfSize(5 * MB + 1) },
      ]);
    await expectRefused(m, over, [
      { field: 'business_licence_photo', message: 'The files of a submission may total at most 10 MB' },
    ]);
    const single = () =>
      uploadFiles(t, m.token, [
        { field: 'other_documents', filename: 'big.png', content: pngOfSize(10 * MB + 1) },
      ]);
    await expectRefused(m, single, [
      { field: 'other_documents', message: 'The files of a submission may total at most 10 MB' },
    ]);
    const exactly = await uploadFiles(t, m.token, [
      { field: 'legal_id_photo', filename: 'a.png', content: pngOfSize(5 * MB) },
      { field: 'business_licence_photo', filename: 'b.png', content: pngOfSize(5 * MB - 1) },
    ]);
    expect(exactly.status, exactly.res.body).toBe(200);
    // The allowance is per submission: one more byte in a later upload is over it.
    await expectRefused(
      m,
      () =>
        uploadFiles(t, m.token, [
          { field: 'other_documents', filename: 'c.pdf', content: Buffer.from('%PDF-1') },
        ]),
      [{ field: 'other_documents', message: 'The files of a submission may total at most 10 MB' }],
    );
    expect((await state(m)).draft.total_bytes).toBe(10 * MB - 1);
  });

  it('allows 5 files per submission and refuses a 6th, in one upload or a later one', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'other_documents',
      filename: `p${i}.png`,
      content: PNG_1X1,
    }));
    await expectRefused(m, () => uploadFiles(t, m.token, six), [
      { field: 'other_documents', message: 'At most 5 files per submission' },
    ]);
    expect((await uploadFiles(t, m.token, six.slice(0, 3))).status).toBe(200);
    expect((await uploadFiles(t, m.token, six.slice(3, 5))).status).toBe(200);
    await expectRefused(m, () => uploadFiles(t, m.token, six.slice(5)), [
      { field: 'other_documents', message: 'At most 5 files per submission' },
    ]);
    // Removing one frees its place.
    const draft = (await state(m)).draft;
    const del = await t.call({
      method: 'POST',
      url: `/api/merchant/kyb/files/${draft.files[0].id}/delete`,
      headers: bearer(m.token),
    });
    expect(del.body.data.files).toHaveLength(4);
    expect((await uploadFiles(t, m.token, six.slice(5))).status).toBe(200);
  });

  it('refuses empty files, unknown parts, plain fields and bodies that are not multipart', async () => {
    await expectRefused(
      m,
      () =>
        uploadFiles(t, m.token, [
          { field: 'legal_id_photo', filename: 'empty.png', content: Buffer.alloc(0) },
        ]),
      [{ field: 'legal_id_photo', message: 'empty.png: the file is empty' }],
    );
    await expectRefused(
      m,
      () => uploadFiles(t, m.token, [{ field: 'avatar', filename: 'a.png', content: PNG_1X1 }]),
      [{ field: 'avatar', message: 'Unknown field' }],
    );
    await expectRefused(m, () => uploadFiles(t, m.token, [{ field: 'kind', content: 'legal_id_photo' }]), [
      { field: 'kind', message: 'Unknown field' },
    ]);
    await expectRefused(m, () => uploadFiles(t, m.token, []), [
      { field: 'files', message: 'Choose a file to upload' },
    ]);
    const json = await t.call({
      method: 'POST',
      url: '/api/merchant/kyb/files',
      headers: { ...bearer(m.token), 'accept-language': 'en' },
      payload: { legal_id_photo: 'x' },
    });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ code: 415, message: 'Upload files as multipart/form-data' });
    const broken = multipart([{ field: 'legal_id_photo', filename: 'a.png', content: PNG_1X1 }]);
    const truncated = await t.call({
      method: 'POST',
      url: '/api/merchant/kyb/files',
      headers: { ...bearer(m.token), 'content-type': broken.contentType, 'accept-language': 'en' },
      payload: broken.payload.subarray(0, broken.payload.length - 30),
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe('The upload is incomplete or malformed');
    expect((await state(m)).draft).toBeNull();
  });

  it('needs a session', async () => {
    const body = multipart([{ field: 'legal_id_photo', filename: 'a.png', content: PNG_1X1 }]);
    const res = await t.call({
      method: 'POST',
      url: '/api/merchant/kyb/files',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.status).toBe(401);
  });

  it("serves a document only to its merchant: another merchant's ids answer 404", async () => {
    const b = await loggedInMerchant(t);
    const up = await uploadFiles(t, m.token, [
      { field: 'legal_id_photo', filename: 'id.png', content: PNG_1X1 },
    ]);
    const fileId = up.body.data.files[0].id;
    const read = (token: string, url: string) => t.call({ method: 'GET', url, headers: bearer(token) });
    expect((await read(b.token, `/api/merchant/kyb/files/${fileId}`)).status).toBe(404);
    expect((await read(b.token, `/api/merchant/kyb/submissions/${up.body.data.id}`)).status).toBe(404);
    const del = await t.call({
      method: 'POST',
      url: `/api/merchant/kyb/files/${fileId}/delete`,
      headers: bearer(b.token),
    });
    expect(del.status).toBe(404);
    expect((await read(m.token, `/api/merchant/kyb/files/${fileId}`)).status).toBe(200);
    expect((await read(m.token, '/api/merchant/kyb/files/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await read(m.token, '/api/merchant/kyb/files/not-a-uuid')).status).toBe(422);
  });

  it('stops reading an upload as soon as it is refused: the answer comes while the client is still sending', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /** Streams one file part of `head` followed by endless filler; resolves when the answer arrives. */
    const send = (head: Buffer) =>
      new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        const boundary = 'streamed-kyb-boundary';
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/merchant/kyb/files',
          headers: {
            ...bearer(m.token),
            'accept-language': 'en',
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        let sent = 0;
        let answered = false;
        const filler = Buffer.alloc(256 * 1024, 1);
        const pump = () => {
          while (!answered && sent < 200 * MB) {
            const ok = req.write(filler);
            sent += filler.length;
            if (!ok) return void req.once('drain', pump);
          }
        };
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (c: Buffer) => {
            body += c.toString();
          });
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sent });
          });
        });
        req.on('error', (err) => (answered ? undefined : reject(err)));
        const disposition = `Content-Disposition: form-data; name="other_documents"; filename="big.png"`;
        req.write(`--${boundary}\r\n${disposition}\r\nContent-Type: image/png\r\n\r\n`);
        req.write(head);
        sent += head.length;
        pump();
      });

    const big = await send(PNG_1X1.subarray(0, 8));
    expect(big.status).toBe(422);
    expect(JSON.parse(big.body).errors).toEqual([
      { field: 'other_documents', message: 'The files of a submission may total at most 10 MB' },
    ]);
    // Sockets buffer a few megabytes; the server read just past its limit, far from the 200 MB on offer.
    expect(big.sent).toBeLessThan(40 * MB);
    const exe = await send(FAKE_EXE);
    expect(exe.status).toBe(422);
    expect(exe.sent).toBeLessThan(30 * MB);
    expect(storedFiles(dataDir).filter((f) => f.includes('.part'))).toEqual([]);
    // The server closed both connections after answering instead of reading on.
    const open = () => new Promise<number>((r) => t.app.server.getConnections((_e, n) => r(n)));
    await expect.poll(open, { timeout: 2000 }).toBe(0);
  });
});
