import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import type { KybFormBody } from '@mc/contract';
import type { TestApp } from './harness';
import { bearer } from './scenarios';

/** Documents and helpers for the KYB tests: real file headers, hand-built multipart bodies. */

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1x1 24-bit BMP (file header, 40-byte info header, one padded pixel row). */
export function tinyBmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.set([0x00, 0x00, 0xff, 0x00], 54);
  return b;
}

export const TINY_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  randomBytes(64),
]);

/** A PNG header followed by filler: the content check reads the start, the limits count every byte. */
export const pngOfSize = (size: number) => Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.alloc(size - 8, 7)]);

/** A Windows executable: "MZ" header, named like an image by whoever renamed it. */
export const FAKE_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(200, 1),
]);

/**
 * A ZIP archive holding one entry that inflates to `inflated` bytes of zeros (a zip bomb in miniature:
 * ~1000:1). Built by hand so that nothing here ever decompresses it.
 */
export function zipBomb(inflated = 64 * 1024 * 1024): Buffer {
  const data = deflateRawSync(Buffer.alloc(inflated));
  const name = Buffer.from('zeros.bin');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(inflated, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, data]);
}

export interface Part {
  field: string;
  filename?: string;
  content: Buffer | string;
  type?: string;
}

/** A multipart/form-data body; a part without a filename is a plain field. */
export function multipart(parts: Part[]) {
  const boundary = `----kyb${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.field}"`
        : `form-data; name="${p.field}"; filename="${p.filename}"`;
    const type = p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadFiles(t: TestApp, token: string, parts: Part[], lang = 'en') {
  const body = multipart(parts);
  return t.call({
    method: 'POST',
    url: '/api/merchant/kyb/files',
    headers: { ...bearer(token), 'content-type': body.contentType, 'accept-language': lang },
    payload: body.payload,
  });
}

export const validKybForm: KybFormBody = {
  company_name: 'Acme Trading Ltd',
  entity_type: 'limited_company',
  registration_number: '91310000MA1FL0001X',
  registration_date: '2019-04-18',
  address: '88 Century Avenue, Pudong, Shanghai',
  business_scope: 'Cross-border e-commerce\nSoftware services',
  industry: 'ecommerce',
  website: 'https://acme.example.com',
  source_of_funds: 'business_revenue',
  legal_rep_name: 'Li Wei',
  legal_rep_email: 'li.wei@acme.example.com',
  legal_rep_phone: '+86 138 0013 8000',
  legal_rep_id_type: 'id_card',
  legal_rep_id_number: '310101199001011234',
};

/** Every stored document under DATA_DIR (relative paths), for "nothing stored" assertions. */
export function storedFiles(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return (fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dataDir, path.join(d.parentPath, d.name)));
}

/** The two required documents, uploaded. */
export async function uploadRequired(t: TestApp, token: string) {
  const res = await uploadFiles(t, token, [
    { field: 'legal_id_photo', filename: 'id.png', content: PNG_1X1, type: 'image/png' },
    { field: 'business_licence_photo', filename: 'licence.pdf', content: TINY_PDF, type: 'application/pdf' },
  ]);
  if (res.status !== 200) throw new Error(`upload failed: ${res.res.body}`);
  return res.body.data;
}

/** A merchant's complete KYB submitted (pending). */
export async function submitKyb(t: TestApp, token: string, form: KybFormBody = validKybForm) {
  await uploadRequired(t, token);
  const res = await t.call({
    method: 'POST',
    url: '/api/merchant/kyb/submit',
    headers: bearer(token),
    payload: form,
  });
  if (res.status !== 200) throw new Error(`submit failed: ${res.res.body}`);
  return res.body.data as { id: string; status: string };
}
