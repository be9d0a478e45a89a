import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { appPerFile, twoMerchantsPerFile } from '../../../testing/app-hooks';
import { HEADINGS_CN, HEADINGS_EN, uploadImport } from '../../../testing/collection-imports';
import { bearer } from '../../../testing/scenarios';

// The template downloads in CSV and XLSX with its headings in cn or en and one example row; the
// file as downloaded previews clean.
const t = appPerFile();
const [a] = twoMerchantsPerFile(t);

const download = (query: string, token = a.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/collection-imports/template?${query}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });

describe('the import template', () => {
  it('CSV: UTF-8 with a byte order mark, the headings of the language, one example row', async () => {
    for (const [lang, headings] of [
      ['cn', HEADINGS_CN],
      ['en', HEADINGS_EN],
    ] as const) {
      const res = await download(`format=csv&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="collection_accounts_template_${lang}.csv"`,
      );
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = parse(res.rawPayload, { bom: true }) as string[][];
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(headings);
      const up = await uploadImport(t, a.token, res.rawPayload, `template-${lang}.csv`);
      expect(up.body.data).toMatchObject({ rows_total: 1, rows_valid: 1, errors: [] });
    }
  });

  it('XLSX: one sheet, the headings (cn by default), one example row', async () => {
    const res = await download('format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(HEADINGS_CN);
    expect(rows).toHaveLength(2);
    const up = await uploadImport(t, a.token, res.rawPayload, 'template.xlsx');
    expect(up.body.data).toMatchObject({ format: 'xlsx', rows_total: 1, rows_valid: 1, errors: [] });
  });

  it('needs a login (or a key) and a known format', async () => {
    expect((await download('format=csv', 'nobody')).statusCode).toBe(401);
    const bad = await download('format=pdf');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: 'format', message: 'This value is not allowed' }]);
  });
});
