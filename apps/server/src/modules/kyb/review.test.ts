import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { blobStoreOf } from '../../rails/blob/choose';
import { expectFieldError } from '../../testing/expectations';
import { createTestApp, type TestApp } from '../../testing/harness';
import { PNG_1X1, submitKyb, TINY_PDF, validKybForm } from '../../testing/kyb';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { type KybReview, kybReview } from './review';

let t: TestApp;
let review: KybReview;
let dataDir: string;
const OPERATOR = '5b7c1d2e-0000-4000-8000-00000000a11c';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-kyb-review-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  review = kybReview(t, blobStoreOf(t.config));
});
afterEach(() => t.checkLedger());
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const inTx = <T>(fn: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<T>) =>
  t.db.transaction(fn);

/** The failure of a call, as an AppError with its status and message key. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const info = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/merchant/info', headers: bearer(token) })).body.data;

const createOrder = (token: string, amount: string) =>
  t.call({
    method: 'POST',
    url: '/api/receipt-orders',
    headers: { ...bearer(token), 'idempotency-key': randomUUID(), 'accept-language': 'en' },
    payload: { asset: 'USDT', network: 'TRC20', amount, merchant_order_no: `K-${randomUUID().slice(0, 12)}` },
  });

describe('KYB review (operators)', () => {
  it('approving lifts the 900 USD limit: a 1000 USD order fails before and succeeds after', async () => {
    const m = await loggedInMerchant(t);
    const before = await createOrder(m.token, '1000');
    expectFieldError(before, 'amount', 'Until KYB is verified, an order may be at most 900 USD');
    const s = await submitKyb(t, m.token);
    // Pending is not verified: still limited.
    expect((await createOrder(m.token, '1000')).status).toBe(422);
    const approved = await inTx((tx) =>
      review.approve(tx, OPERATOR, s.id, { ip: '10.0.0.9', userAgent: 'ops' }),
    );
    expect(approved).toMatchObject({ status: 'verified', reviewed_by: OPERATOR, reject_reason: null });
    expect(approved.reviewed_at).toBe(t.clock.now().toISOString());
    const after = await createOrder(m.token, '1000');
    expect(after.status, after.res.body).toBe(200);
    expect(after.body.data.amount).toBe('1000.000000');
    // The merchant info call and the overview carry the status.
    expect((await info(m.token)).kyb_status).toBe('verified');
    const overview = await t.call({ method: 'GET', url: '/api/overview', headers: bearer(m.token) });
    expect(overview.body.data.todos).toContainEqual({ key: 'complete_kyb', done: true });
    const events = await t.db.query<{ kind: string; ip: string; detail: { submission_id: string } }>(
      `SELECT kind, ip, detail FROM security_events WHERE merchant_id = $1 AND kind LIKE 'kyb_%' ORDER BY id`,
      [m.merchantId],
    );
    expect(events.map((e) => [e.kind, e.detail.submission_id])).toEqual([
      ['kyb_submitted', s.id],
      ['kyb_approved', s.id],
    ]);
    expect(events[1]!.ip).toBe('10.0.0.9');
  });

  it('decides only pending submissions: 409 otherwise, 404 for unknown ids and drafts', async () => {
    const m = await loggedInMerchant(t);
    const s = await submitKyb(t, m.token);
    await inTx((tx) => review.reject(tx, OPERATOR, s.id, '  Blurred licence photo  '));
    expect((await info(m.token)).kyb_status).toBe('failed');
    const again = await refusal(inTx((tx) => review.approve(tx, OPERATOR, s.id)));
    expect([again.status, again.key]).toEqual([409, 'kyb_not_pending']);
    const twice = await refusal(inTx((tx) => review.reject(tx, OPERATOR, s.id, 'Again')));
    expect(twice.status).toBe(409);
    expect((await info(m.token)).kyb_status).toBe('failed');
    const unknown = await refusal(inTx((tx) => review.approve(tx, OPERATOR, randomUUID())));
    expect(unknown.status).toBe(404);
    // A merchant's draft is not under review.
    const draft = await t.call({
      method: 'POST',
      url: '/api/merchant/kyb/resubmit',
      headers: bearer(m.token),
    });
    const draftId = draft.body.data.id;
    expect((await refusal(inTx((tx) => review.approve(tx, OPERATOR, draftId)))).status).toBe(404);
    expect((await refusal(inTx((tx) => review.detail(tx, draftId)))).status).toBe(404);
    const empty = await refusal(inTx((tx) => review.reject(tx, OPERATOR, s.id, ' ')));
    expect(empty.status).toBe(422);
    expect(empty.fields).toEqual([{ field: 'reason', key: 'too_short', params: { min: 2 } }]);
    const detail = await inTx((tx) => review.detail(tx, s.id));
    expect(detail.reject_reason).toBe('Blurred licence photo');
  });

  it('lists the queue newest first with merchant names, filtered by status, paged by cursor', async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    await t.db.query(`UPDATE merchants SET merchant_name = 'Beta Imports' WHERE id = $1`, [b.merchantId]);
    t.clock.advance(60_000);
    const sa = await submitKyb(t, a.token);
    t.clock.advance(60_000);
    const sb = await submitKyb(t, b.token, { ...validKybForm, company_name: 'Beta Imports Co' });
    const pending = await inTx((tx) => review.queue(tx, { status: 'pending', limit: 100 }));
    const ids = pending.items.map((s) => s.id);
    expect(ids.indexOf(sb.id)).toBeLessThan(ids.indexOf(sa.id));
    expect(pending.items.every((s) => s.status === 'pending')).toBe(true);
    expect(pending.items.find((s) => s.id === sb.id)).toMatchObject({
      merchant_id: b.merchantId,
      merchant_name: 'Beta Imports',
      company_name: 'Beta Imports Co',
      file_count: 2,
    });
    const first = await inTx((tx) => review.queue(tx, { status: 'pending', limit: 1 }));
    expect(first.items.map((s) => s.id)).toEqual([ids[0]]);
    expect(first.has_more).toBe(true);
    const second = await inTx((tx) =>
      review.queue(tx, { status: 'pending', limit: 1, cursor: first.next_cursor ?? undefined }),
    );
    expect(second.items.map((s) => s.id)).toEqual([ids[1]]);
    await inTx((tx) => review.approve(tx, OPERATOR, sa.id));
    const verified = await inTx((tx) => review.queue(tx, { status: 'verified', limit: 100 }));
    expect(verified.items.map((s) => s.id)).toContain(sa.id);
    expect(verified.items.map((s) => s.id)).not.toContain(sb.id);
    const all = await inTx((tx) => review.queue(tx, { limit: 100 }));
    expect(all.items.every((s) => s.status !== 'draft')).toBe(true);
    expect((await refusal(inTx((tx) => review.queue(tx, { limit: 5, cursor: 'nope' })))).status).toBe(422);
  });

  it('shows every field and the documents, and reads a document of that submission only', async () => {
    const m = await loggedInMerchant(t);
    const s = await submitKyb(t, m.token);
    const detail = await inTx((tx) => review.detail(tx, s.id));
    expect(detail.form).toEqual(validKybForm);
    expect(detail.files.map((f) => [f.kind, f.display_name, f.mime, f.size])).toEqual([
      ['legal_id_photo', 'id.png', 'image/png', PNG_1X1.length],
      ['business_licence_photo', 'licence.pdf', 'application/pdf', TINY_PDF.length],
    ]);
    const pdf = await review.readFile(s.id, detail.files[1]!.id);
    expect(pdf).toMatchObject({ mime: 'application/pdf', size: TINY_PDF.length, displayName: 'licence.pdf' });
    expect((await readAll(pdf.stream)).equals(TINY_PDF)).toBe(true);
    const other = await submitKyb(t, (await loggedInMerchant(t)).token);
    expect((await refusal(review.readFile(other.id, detail.files[0]!.id))).status).toBe(404);
    expect((await refusal(review.readFile(s.id, randomUUID()))).status).toBe(404);
  });

  it('two operators deciding the same submission at once: one wins, the other gets 409', async () => {
    const m = await loggedInMerchant(t);
    const s = await submitKyb(t, m.token);
    const results = await Promise.allSettled([
      inTx((tx) => review.approve(tx, OPERATOR, s.id)),
      inTx((tx) => review.reject(tx, OPERATOR, s.id, 'Too late')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && (lost.reason as AppError).status).toBe(409);
    const status = (await info(m.token)).kyb_status;
    const winner = results[0]!.status === 'fulfilled' ? 'verified' : 'failed';
    expect(status).toBe(winner);
  });
});
