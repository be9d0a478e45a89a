import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../../testing/app-hooks';
import {
  accountsOf,
  commitImport,
  csvFile,
  HEADINGS_EN,
  uploadImport,
  validRow,
  validRows,
  xlsxFile,
} from '../../../testing/collection-imports';
import { as } from '../../../testing/settings';

// An import is previewed, then committed: every row or only the valid ones, in one transaction; the
// same file, or committing again, creates nothing twice. The ledger is checked after each test.
const t = appPerFile();
const [a, b] = twoMerchantsPerFile(t);

/** Uploads as `a` and expects a preview. */
async function previewed(content: Buffer, name = 'accounts.csv') {
  const res = await uploadImport(t, a.token, content, name);
  expect(res.status, res.res.body).toBe(200);
  return res.body.data;
}

const clear = () => t.db.query('DELETE FROM collection_accounts');

describe('committing an import', () => {
  it('a file with one bad row: refused whole, then its valid rows created in one go', async () => {
    await clear();
    const ledger = await t.db.query('SELECT count(*)::int AS n FROM journal_entries');
    const rows = [HEADINGS_EN, ...validRows(4), validRow(5, { 2: 'nope' })];
    const data = await previewed(csvFile(rows));
    expect(data).toMatchObject({ rows_total: 5, rows_valid: 4, errors_total: 1 });

    const whole = await commitImport(t, a.token, data.id, 'all_or_nothing');
    expect(whole.status).toBe(422);
    expect(whole.body.errors).toEqual([
      {
        field: 'mode',
        message: '1 problems in the file: fix them and upload again, or import only the valid rows',
      },
    ]);
    expect(await accountsOf(t, a.merchantId)).toEqual([]);

    const valid = await commitImport(t, a.token, data.id, 'valid_only');
    expect(valid.status, valid.res.body).toBe(200);
    expect(valid.body.data).toMatchObject({ status: 'committed', created: 4, rows_existing: 0 });
    expect(valid.body.data.committed_at).toBe(t.clock.now().toISOString());
    const made = await t.db.query<{
      customer_ref: string;
      address: string;
      derivation_index: bigint;
      import_id: string;
    }>(
      'SELECT customer_ref, address, derivation_index, import_id FROM collection_accounts WHERE merchant_id = $1',
      [a.merchantId],
    );
    expect(made.map((r) => r.customer_ref).sort()).toEqual(['CUST-1', 'CUST-2', 'CUST-3', 'CUST-4']);
    expect(new Set(made.map((r) => r.address)).size).toBe(4);
    expect(new Set(made.map((r) => r.derivation_index)).size).toBe(4);
    expect(made.every((r) => r.import_id === data.id && r.address.startsWith('T'))).toBe(true);
    // accounts only: nothing was booked
    expect(await t.db.query('SELECT count(*)::int AS n FROM journal_entries')).toEqual(ledger);
  });

  it('committing again, or uploading the same file again, creates nothing more', async () => {
    await clear();
    const file = await xlsxFile([HEADINGS_EN, ...validRows(3)]);
    const data = await previewed(file, 'accounts.xlsx');
    const key = randomUUID();
    const first = await commitImport(t, a.token, data.id, 'all_or_nothing', key);
    expect(first.body.data).toMatchObject({ status: 'committed', created: 3 });
    const replay = await commitImport(t, a.token, data.id, 'all_or_nothing', key);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(replay.res.body).toBe(first.res.body);
    const again = await commitImport(t, a.token, data.id, 'valid_only');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const same = await previewed(file, 'renamed.xlsx');
    expect(same).toEqual(first.body.data);
    expect((await commitImport(t, a.token, same.id, 'valid_only')).body.data.created).toBe(3);
    expect(await accountsOf(t, a.merchantId)).toHaveLength(3);
  });

  it('a fixed file again: the rows already created count as existing, only the fixed one is created', async () => {
    await clear();
    const first = await previewed(csvFile([HEADINGS_EN, ...validRows(3), validRow(4, { 4: 'BEP20' })]));
    await commitImport(t, a.token, first.id, 'valid_only');
    const fixed = await previewed(csvFile([HEADINGS_EN, ...validRows(4)]));
    expect(fixed).toMatchObject({ rows_total: 4, rows_valid: 4, rows_existing: 3, errors_total: 0 });
    const done = await commitImport(t, a.token, fixed.id, 'all_or_nothing');
    expect(done.body.data).toMatchObject({ created: 1, rows_existing: 3 });
    expect(await accountsOf(t, a.merchantId)).toHaveLength(4);
  });

  it('a reference the merchant has for another customer is a problem of the row', async () => {
    await clear();
    await commitImport(t, a.token, (await previewed(csvFile([HEADINGS_EN, validRow(1)]))).id, 'valid_only');
    const other = await previewed(csvFile([HEADINGS_EN, validRow(1, { 0: 'Someone Else' }), validRow(2)]));
    expect(other).toMatchObject({ rows_valid: 1, rows_existing: 0, errors_total: 1 });
    expect(other.errors).toEqual([
      {
        row: 2,
        column: 'customer_ref',
        code: 'import_ref_exists',
        params: {},
        message: 'The customer reference already belongs to another account',
      },
    ]);
    // another merchant's references are not this merchant's: the same file previews clean for b
    const theirs = await uploadImport(
      t,
      b.token,
      csvFile([HEADINGS_EN, validRow(1, { 0: 'Someone Else' }), validRow(2)]),
    );
    expect(theirs.body.data).toMatchObject({ rows_valid: 2, errors_total: 0 });
    expect(theirs.body.data.id).not.toBe(other.id);
  });

  it('a reference created after the preview is looked at again when committing', async () => {
    await clear();
    const later = await previewed(csvFile([HEADINGS_EN, validRow(1), validRow(2), validRow(3)]));
    const meanwhile = await previewed(csvFile([HEADINGS_EN, validRow(1), validRow(2, { 0: 'Changed' })]));
    await commitImport(t, a.token, meanwhile.id, 'all_or_nothing');

    const refused = await commitImport(t, a.token, later.id, 'all_or_nothing');
    expect(refused.status).toBe(422);
    const seen = (await as(t, a)('GET', `/collection-imports/${later.id}`)).body.data;
    expect(seen).toMatchObject({ status: 'previewed', rows_valid: 2, rows_existing: 1, errors_total: 1 });
    expect(seen.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'import_ref_exists'],
    ]);
    const valid = await commitImport(t, a.token, later.id, 'valid_only');
    expect(valid.body.data).toMatchObject({ created: 1, rows_existing: 1 });
    expect((await accountsOf(t, a.merchantId)).map((r) => r.customer_name)).toEqual([
      'Customer 1',
      'Changed',
      'Customer 3',
    ]);
  });
});

describe('at the same time', () => {
  it('the same file uploaded twice at once is one import; two commits at once create it once', async () => {
    await clear();
    const file = csvFile([HEADINGS_EN, ...validRows(50, 500)]);
    const ups = await Promise.all([uploadImport(t, a.token, file), uploadImport(t, a.token, file)]);
    expect(ups.map((u) => u.status)).toEqual([200, 200]);
    expect(ups[1]!.body.data.id).toBe(ups[0]!.body.data.id);
    const id = ups[0]!.body.data.id;
    const commits = await Promise.all([
      commitImport(t, a.token, id, 'all_or_nothing'),
      commitImport(t, a.token, id, 'valid_only'),
    ]);
    expect(commits.map((c) => c.status)).toEqual([200, 200]);
    expect(commits.map((c) => c.body.data.created)).toEqual([50, 50]);
    expect(await accountsOf(t, a.merchantId)).toHaveLength(50);
  });
});

describe('who may see and commit an import', () => {
  it("another merchant's import answers 404 exactly as one that does not exist", async () => {
    const mine = await previewed(csvFile([HEADINGS_EN, validRow(900)]));
    for (const id of [mine.id, randomUUID()]) {
      const get = await as(t, b)('GET', `/collection-imports/${id}`);
      expect(get.status).toBe(404);
      expect(get.body.message).toBe('The requested resource does not exist');
      const commit = await commitImport(t, b.token, id, 'valid_only');
      expect(commit.status).toBe(404);
      expect(commit.body.message).toBe('The requested resource does not exist');
    }
    expect((await as(t, a)('GET', `/collection-imports/${mine.id}`)).body.data.status).toBe('previewed');
  });

  it('an API key: `orders` uploads and commits, `read` reads', async () => {
    const call = as(t, a);
    const key = async (scopes: string[]) =>
      (await call('POST', '/settings/api-keys', { name: `k ${scopes}`, scopes })).body.data.token as string;
    const orders = await key(['orders']);
    const read = await key(['read']);
    const file = csvFile([HEADINGS_EN, validRow(950)]);
    expect((await uploadImport(t, read, file)).status).toBe(403);
    const up = await uploadImport(t, orders, file);
    expect(up.status, up.res.body).toBe(200);
    expect((await commitImport(t, read, up.body.data.id, 'valid_only')).status).toBe(403);
    expect((await commitImport(t, orders, up.body.data.id, 'valid_only')).body.data.created).toBe(1);
    const seen = await t.call({
      method: 'GET',
      url: `/api/collection-imports/${up.body.data.id}`,
      headers: { authorization: `Bearer ${read}` },
    });
    expect(seen.body.data.status).toBe('committed');
  });

  it('a commit without an Idempotency-Key, or with an unknown mode, changes nothing', async () => {
    const data = await previewed(csvFile([HEADINGS_EN, validRow(960)]));
    const url = `/collection-imports/${data.id}/commit`;
    expect((await as(t, a)('POST', url, { mode: 'valid_only' })).status).toBe(400);
    const bad = await as(t, a)('POST', url, { mode: 'all' }, { 'idempotency-key': randomUUID() });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('mode');
    expect((await as(t, a)('GET', `/collection-imports/${data.id}`)).body.data.status).toBe('previewed');
  });
});
