import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { PNG_1X1, submitKyb, TINY_PDF } from '../../testing/kyb';
import { loggedInOperator, opsGet, opsPost } from '../../testing/ops';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { FILE_LINK_MINUTES } from './file-links';

// KYB review in the back office: queue, detail, documents shown inline through short links, decisions.
let t: TestApp;
let dataDir: string;
let op: Awaited<ReturnType<typeof loggedInOperator>>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-ops-kyb-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await loggedInOperator(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string) => opsGet(t, op.token, url);
const post = (url: string, payload?: object) => opsPost(t, op.token, url, payload);
const kybStatus = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/merchant/info', headers: bearer(token) })).body.data.kyb_status;

async function pending() {
  const m = await loggedInMerchant(t);
  const sub = await submitKyb(t, m.token);
  return { m, sub };
}

describe('KYB review in the back office', () => {
  it('lists pending submissions and opens one with every field and its documents', async () => {
    const { m, sub } = await pending();
    const queue = await get('/api/ops/kyb?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.data.items[0]).toMatchObject({
      id: sub.id,
      merchant_id: m.merchantId,
      status: 'pending',
    });
    const detail = await get(`/api/ops/kyb/${sub.id}`);
    expect(detail.body.data).toMatchObject({ id: sub.id, form: { company_name: 'Acme Trading Ltd' } });
    expect(detail.body.data.files.map((f: { mime: string }) => f.mime).sort()).toEqual([
      'application/pdf',
      'image/png',
    ]);
    expect((await get('/api/ops/kyb/0b8e2d43-6c1a-4f2e-9a7d-5e4c3b2a1f00')).status).toBe(404);
    expect((await get('/api/ops/kyb?status=draft')).status).toBe(422);
  });

  it('shows documents inline through a short link: their own type, inline, nosniff, framed by this origin only', async () => {
    const { sub } = await pending();
    const files: { id: string; mime: string }[] = (await get(`/api/ops/kyb/${sub.id}`)).body.data.files;
    for (const f of files) {
      const link = await post(`/api/ops/kyb/${sub.id}/files/${f.id}/link`);
      expect(link.status).toBe(200);
      expect(link.body.data.url).toMatch(/^\/api\/ops\/kyb-files\/[A-Za-z0-9_-]{43}$/);
      const doc = await t.call({ method: 'GET', url: link.body.data.url });
      expect(doc.status).toBe(200);
      expect(doc.res.headers['content-type']).toBe(f.mime);
      expect(doc.res.headers['content-disposition']).toMatch(/^inline; filename="/);
      expect(doc.res.headers['x-content-type-options']).toBe('nosniff');
      expect(doc.res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(doc.res.rawPayload.equals(f.mime === 'image/png' ? PNG_1X1 : TINY_PDF)).toBe(true);
    }
    const viewed = await t.db.query<{ operator_id: string }>(
      `SELECT operator_id FROM audit_log WHERE action = 'kyb_file_viewed' AND target_id = $1`,
      [sub.id],
    );
    expect(viewed).toEqual([{ operator_id: op.id }, { operator_id: op.id }]);
  });

  it('a document link expires, and works for no other file or submission', async () => {
    const first = await pending();
    const second = await pending();
    const fileOfSecond = (await get(`/api/ops/kyb/${second.sub.id}`)).body.data.files[0].id;
    expect((await post(`/api/ops/kyb/${first.sub.id}/files/${fileOfSecond}/link`)).status).toBe(404);
    const fileOfFirst = (await get(`/api/ops/kyb/${first.sub.id}`)).body.data.files[0].id;
    const link = await post(`/api/ops/kyb/${first.sub.id}/files/${fileOfFirst}/link`);
    t.clock.advance(FILE_LINK_MINUTES * 60_000 + 1000);
    const late = await t.call({
      method: 'GET',
      url: link.body.data.url,
      headers: { 'accept-language': 'en' },
    });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('The file link has expired, open the file again');
    op = await loggedInOperator(t, op);
    expect((await t.call({ method: 'GET', url: '/api/ops/kyb-files/../../merchant/info' })).status).not.toBe(
      200,
    );
  });

  it('approve makes the merchant verified; a second decision is refused (409); both audited', async () => {
    const { m, sub } = await pending();
    const res = await post(`/api/ops/kyb/${sub.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'verified', reviewed_by: op.id });
    expect(await kybStatus(m.token)).toBe('verified');
    expect((await post(`/api/ops/kyb/${sub.id}/reject`, { reason: 'too late' })).status).toBe(409);
    const audit = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM audit_log WHERE target_id = $1 AND action LIKE 'kyb_%d' ORDER BY id`,
      [sub.id],
    );
    expect(audit).toEqual([
      {
        action: 'kyb_approved',
        detail: {
          merchant_id: m.merchantId,
          merchant_name: 'Acme Trading Ltd',
          company_name: 'Acme Trading Ltd',
        },
      },
    ]);
  });

  it('reject needs a reason the merchant then reads; the merchant may resubmit', async () => {
    const { m, sub } = await pending();
    for (const payload of [
      undefined,
      {},
      { reason: 'x' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok ok', x: 1 },
    ]) {
      const res = await post(`/api/ops/kyb/${sub.id}/reject`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    const res = await post(`/api/ops/kyb/${sub.id}/reject`, { reason: 'The licence photo is unreadable' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'failed',
      reject_reason: 'The licence photo is unreadable',
    });
    expect(await kybStatus(m.token)).toBe('failed');
    const [entry] = await t.db.query<{ detail: { reason: string } }>(
      `SELECT detail FROM audit_log WHERE action = 'kyb_rejected' AND target_id = $1`,
      [sub.id],
    );
    expect(entry?.detail.reason).toBe('The licence photo is unreadable');
  });

  it('a merchant cannot reach the review, not even its own submission', async () => {
    const { m, sub } = await pending();
    const res = await t.call({
      method: 'POST',
      url: `/api/ops/kyb/${sub.id}/approve`,
      headers: bearer(m.token),
    });
    expect(res.status).toBe(401);
    expect(await kybStatus(m.token)).toBe('pending');
  });
});
