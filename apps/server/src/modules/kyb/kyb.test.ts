import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kybRequiredFields } from '@mc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreOf } from '../../rails/blob/choose';
import { createTestApp, type TestApp } from '../../testing/harness';
import { PNG_1X1, submitKyb, uploadFiles, uploadRequired, validKybForm } from '../../testing/kyb';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { kybReview } from './review';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-kyb-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.checkLedger();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (token: string, url: string) =>
  t.call({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });
const post = (token: string, url: string, payload?: unknown) =>
  t.call({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('KYB drafts', () => {
  it('starts with nothing submitted and no draft; every save replaces the draft, kept across reloads', async () => {
    const m = await loggedInMerchant(t);
    const first = await get(m.token, '/api/merchant/kyb');
    expect(first.body.data).toMatchObject({
      kyb_status: 'not_submitted',
      editable: true,
      draft: null,
      last: null,
      limits: { max_files: 5, max_total_bytes: 10 * 1024 * 1024 },
    });
    const step1 = await post(m.token, '/api/merchant/kyb/draft', {
      company_name: 'Acme Trading Ltd',
      entity_type: 'limited_company',
      registration_number: '91310000MA1FL0001X',
    });
    expect(step1.status, step1.res.body).toBe(200);
    expect(step1.body.data.status).toBe('draft');
    const step2 = await post(m.token, '/api/merchant/kyb/draft', {
      company_name: 'Acme Trading Ltd',
      entity_type: 'limited_company',
      registration_number: '91310000MA1FL0001X',
      legal_rep_name: 'Li Wei',
    });
    expect(step2.body.data.id).toBe(step1.body.data.id);
    const reloaded = (await get(m.token, '/api/merchant/kyb')).body.data;
    expect(reloaded.draft.form).toEqual({
      company_name: 'Acme Trading Ltd',
      entity_type: 'limited_company',
      registration_number: '91310000MA1FL0001X',
      registration_date: '',
      address: '',
      business_scope: '',
      industry: null,
      website: '',
      source_of_funds: null,
      legal_rep_name: 'Li Wei',
      legal_rep_email: '',
      legal_rep_phone: '',
      legal_rep_id_type: null,
      legal_rep_id_number: '',
    });
    expect(reloaded.kyb_status).toBe('not_submitted');
  });

  it('refuses bad fields with the field name and a readable message, storing nothing', async () => {
    const m = await loggedInMerchant(t);
    const bad = await post(m.token, '/api/merchant/kyb/draft', {
      company_name: 'x'.repeat(129),
      entity_type: 'pirate_ship',
      registration_number: '<script>',
      registration_date: '2019-02-30',
      website: 'javascript:alert(1)',
      legal_rep_name: 'Robert"); DROP',
      legal_rep_email: 'not-an-email',
      legal_rep_phone: 'call me',
      legal_rep_id_type: 42,
      legal_rep_id_number: 'ab',
      favourite_colour: 'blue',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'company_name', message: 'Must be at most 128 characters' },
        { field: 'entity_type', message: 'This value is not allowed' },
        {
          field: 'registration_number',
          message: 'The registration number is 3-64 letters, digits, spaces and . / -',
        },
        { field: 'registration_date', message: 'Not a valid date' },
        { field: 'website', message: 'Enter a web address starting with http:// or https://' },
        { field: 'legal_rep_name', message: "The name may contain letters, spaces and . ' · - only" },
        { field: 'legal_rep_email', message: 'Enter a valid email address' },
        { field: 'legal_rep_phone', message: 'Enter a valid phone number (digits, optionally +, spaces, -)' },
        { field: 'legal_rep_id_type', message: 'This value is not allowed' },
        { field: 'legal_rep_id_number', message: 'The ID number is 4-32 letters, digits or -' },
        { field: 'favourite_colour', message: 'Unknown field' },
      ]),
    );
    expect(bad.body.errors).toHaveLength(11);
    const future = await post(m.token, '/api/merchant/kyb/draft', { registration_date: '2026-11-03' });
    expect(future.body.errors).toEqual([
      { field: 'registration_date', message: 'The registration date cannot be in the future' },
    ]);
    const malformed = await t.call({
      method: 'POST',
      url: '/api/merchant/kyb/draft',
      headers: { ...bearer(m.token), 'content-type': 'application/json' },
      payload: '{"company_name": ',
    });
    expect(malformed.status).toBe(400);
    const wrongType = await post(m.token, '/api/merchant/kyb/draft', { company_name: 12 });
    expect(wrongType.body.errors).toEqual([
      { field: 'company_name', message: 'This value has the wrong type' },
    ]);
    expect((await get(m.token, '/api/merchant/kyb')).body.data.draft).toBeNull();
  });

  it('publishes every KYB call in OpenAPI, the upload as multipart', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
      paths: Record<string, Record<string, { consumes?: string[]; requestBody?: unknown; tags: string[] }>>;
    };
    for (const p of [
      '/api/merchant/kyb',
      '/api/merchant/kyb/draft',
      '/api/merchant/kyb/submit',
      '/api/merchant/kyb/resubmit',
      '/api/merchant/kyb/files',
      '/api/merchant/kyb/files/{id}',
      '/api/merchant/kyb/files/{id}/delete',
      '/api/merchant/kyb/submissions',
      '/api/merchant/kyb/submissions/{id}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/api/merchant/kyb/files']!.post!.tags).toEqual(['kyb']);
  });

  it('needs a session for every KYB call', async () => {
    for (const [method, url] of [
      ['GET', '/api/merchant/kyb'],
      ['POST', '/api/merchant/kyb/draft'],
      ['POST', '/api/merchant/kyb/submit'],
      ['GET', '/api/merchant/kyb/submissions'],
    ] as const) {
      expect((await t.call({ method, url })).status, url).toBe(401);
    }
  });
});

describe('KYB submission', () => {
  it('submits only a complete form with both required documents, listing every gap at once', async () => {
    const m = await loggedInMerchant(t);
    const empty = await post(m.token, '/api/merchant/kyb/submit', {});
    expect(empty.status).toBe(422);
    const fields = empty.body.errors!.map((e: { field: string }) => e.field);
    // every required field of the contract's form (the website is optional), then both documents
    expect(fields).toEqual([...kybRequiredFields, 'legal_id_photo', 'business_licence_photo']);
    expect(fields).not.toContain('website');
    expect(empty.body.errors![0]!.message).toBe('This field is required');
    expect(empty.body.errors!.at(-1)!.message).toBe('Upload this document');
    // The form alone is not enough: the ID photo and the licence photo are required.
    await uploadFiles(t, m.token, [{ field: 'legal_id_photo', filename: 'id.png', content: PNG_1X1 }]);
    const noLicence = await post(m.token, '/api/merchant/kyb/submit', validKybForm);
    expect(noLicence.body.errors).toEqual([
      { field: 'business_licence_photo', message: 'Upload this document' },
    ]);
    expect((await get(m.token, '/api/merchant/info')).body.data.kyb_status).toBe('not_submitted');
  });

  it('moves the merchant to pending; nothing can change while pending', async () => {
    const m = await loggedInMerchant(t);
    const submitted = await submitKyb(t, m.token);
    expect(submitted.status).toBe('pending');
    expect((await get(m.token, '/api/merchant/info')).body.data.kyb_status).toBe('pending');
    const state = (await get(m.token, '/api/merchant/kyb')).body.data;
    expect(state).toMatchObject({ kyb_status: 'pending', editable: false, draft: null });
    expect(state.last).toMatchObject({ id: submitted.id, status: 'pending', file_count: 2 });
    expect(state.last.form).toEqual(validKybForm);
    const locked = 'KYB details cannot be changed while under review or once verified';
    for (const res of [
      await post(m.token, '/api/merchant/kyb/draft', validKybForm),
      await post(m.token, '/api/merchant/kyb/submit', validKybForm),
      await uploadFiles(t, m.token, [{ field: 'other_documents', filename: 'x.png', content: PNG_1X1 }]),
      await post(m.token, `/api/merchant/kyb/files/${state.last.files[0].id}/delete`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(locked);
    }
    const resubmit = await post(m.token, '/api/merchant/kyb/resubmit');
    expect(resubmit.status).toBe(409);
  });

  it('after a failed verification shows the reason and resubmits a new submission prefilled from the last', async () => {
    const m = await loggedInMerchant(t);
    const review = kybReview(t, blobStoreOf(t.config));
    const first = await submitKyb(t, m.token);
    t.clock.advance(3_600_000);
    const reviewedAt = t.clock.now().toISOString();
    await t.db.transaction((tx) =>
      review.reject(tx, '00000000-0000-4000-8000-0000000000aa', first.id, 'Licence photo is blurred'),
    );
    t.clock.advance(3_600_000);
    const failed = (await get(m.token, '/api/merchant/kyb')).body.data;
    expect(failed).toMatchObject({ kyb_status: 'failed', editable: true, draft: null });
    expect(failed.last).toMatchObject({ status: 'failed', reject_reason: 'Licence photo is blurred' });
    expect(failed.last.reviewed_by).toBeNull();
    const again = await post(m.token, '/api/merchant/kyb/resubmit');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'draft', form: validKybForm, file_count: 2 });
    expect(again.body.data.id).not.toBe(first.id);
    // Replacing the licence in the new draft leaves the failed submission's documents as they were.
    const licence = again.body.data.files.find((f: { kind: string }) => f.kind === 'business_licence_photo');
    await post(m.token, `/api/merchant/kyb/files/${licence.id}/delete`);
    const oldLicence = failed.last.files.find((f: { kind: string }) => f.kind === 'business_licence_photo');
    expect((await get(m.token, `/api/merchant/kyb/files/${oldLicence.id}`)).status).toBe(200);
    await uploadFiles(t, m.token, [
      { field: 'business_licence_photo', filename: 'sharp.png', content: PNG_1X1 },
    ]);
    const second = await post(m.token, '/api/merchant/kyb/submit', {
      ...validKybForm,
      address: 'New address 1',
    });
    expect(second.status, second.res.body).toBe(200);
    expect((await get(m.token, '/api/merchant/info')).body.data.kyb_status).toBe('pending');

    const history = (await get(m.token, '/api/merchant/kyb/submissions')).body.data;
    expect(history.items.map((s: { status: string }) => s.status)).toEqual(['pending', 'failed']);
    expect(history.items[1]).toMatchObject({ reject_reason: 'Licence photo is blurred' });
    expect(history.items[1].reviewed_at).toBe(reviewedAt);
    expect(history.items[0].reviewed_at).toBeNull();
    expect(history.items[0].submitted_at).toBe(t.clock.now().toISOString());
  });

  it('history pages by cursor and shows a merchant only their own submissions (others: 404)', async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    const review = kybReview(t, blobStoreOf(t.config));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      // After a rejection the documents carry over: submitting the form is enough.
      const s =
        i === 0
          ? await submitKyb(t, a.token)
          : (await post(a.token, '/api/merchant/kyb/submit', validKybForm)).body.data;
      ids.push(s.id);
      if (i < 2) await t.db.transaction((tx) => review.reject(tx, ids[0]!, s.id, `Reason ${i}`));
    }
    const page1 = (await get(a.token, '/api/merchant/kyb/submissions?limit=2')).body.data;
    expect(page1.items.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
    expect(page1.has_more).toBe(true);
    const page2 = (await get(a.token, `/api/merchant/kyb/submissions?limit=2&cursor=${page1.next_cursor}`))
      .body.data;
    expect(page2.items.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
    expect(page2.has_more).toBe(false);
    expect((await get(a.token, '/api/merchant/kyb/submissions?limit=101')).status).toBe(422);
    expect((await get(a.token, '/api/merchant/kyb/submissions?cursor=bogus')).status).toBe(422);
    expect((await get(b.token, '/api/merchant/kyb/submissions')).body.data.items).toEqual([]);
    const detail = await get(a.token, `/api/merchant/kyb/submissions/${ids[0]}`);
    expect(detail.body.data).toMatchObject({ id: ids[0], status: 'failed', reject_reason: 'Reason 0' });
    expect((await get(b.token, `/api/merchant/kyb/submissions/${ids[0]}`)).status).toBe(404);
    for (const f of detail.body.data.files) {
      expect((await get(b.token, `/api/merchant/kyb/files/${f.id}`)).status).toBe(404);
    }
  });

  it('uploads and drafts after a failure start the new submission by themselves', async () => {
    const m = await loggedInMerchant(t);
    const first = await submitKyb(t, m.token);
    await t.db.transaction((tx) =>
      kybReview(t, blobStoreOf(t.config)).reject(tx, first.id, first.id, 'Missing page 2'),
    );
    const up = await uploadRequired(t, m.token);
    expect(up).toMatchObject({ status: 'draft', file_count: 4, form: validKybForm });
  });
});
