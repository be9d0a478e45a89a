import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  decodeCursor,
  decodeTimeIdCursor,
  encodeCursor,
  escapeLike,
  listConditions,
  pageOf,
  rowsForPage,
} from './index';

const ID = '0b6f1c2e-4d5a-4b8c-9e0f-1a2b3c4d5e6f';
const AT = new Date('2026-03-04T05:06:07.089Z');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('cursor', () => {
  it('reads back the sort values it was made of, each as its kind', () => {
    const cursor = encodeCursor([1, AT, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, ['rank', 'time', 'uuid'])).toEqual([1, AT, ID]);
    expect(decodeCursor(encodeCursor([123456789012345678n]), ['serial'])).toEqual(['123456789012345678']);
    expect(decodeTimeIdCursor(encodeCursor([AT, ID]))).toEqual({ at: AT, id: ID });
  });

  it('no cursor is the first page', () => {
    expect(decodeCursor(undefined, ['serial'])).toBeUndefined();
    expect(decodeCursor('', ['serial'])).toBeUndefined();
    expect(decodeTimeIdCursor(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'nope'],
    ['percent signs', '%%%'],
    ['not an array', encodeCursor([]).replace('W10', 'e30')],
    ['too few values', encodeCursor([AT])],
    ['too many values', encodeCursor([AT, ID, ID])],
    ['a time that is no time', encodeCursor(['yesterday', ID])],
    ['an id that is no uuid', encodeCursor([AT, 'x'.repeat(36)])],
    ['values in another order', encodeCursor([ID, AT])],
  ])('a malformed cursor (%s) is a 422 field error on cursor', (_, cursor) => {
    const e = refusal(() => decodeTimeIdCursor(cursor));
    expect(e.status).toBe(422);
    expect(e.fields).toEqual([{ field: 'cursor', key: 'invalid_value', params: undefined }]);
  });

  it('serials are whole decimals of at most 19 digits; ranks small whole numbers', () => {
    expect(refusal(() => decodeCursor(encodeCursor(['1'.repeat(20)]), ['serial'])).status).toBe(422);
    expect(refusal(() => decodeCursor(encodeCursor([12]), ['serial'])).status).toBe(422);
    expect(refusal(() => decodeCursor(encodeCursor([-1]), ['rank'])).status).toBe(422);
    expect(refusal(() => decodeCursor(encodeCursor([0.5]), ['rank'])).status).toBe(422);
    expect(decodeCursor(encodeCursor([0]), ['rank'])).toEqual([0]);
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3, 4].map((n) => ({ n, at: new Date(AT.getTime() - n * 1000), id: ID }));
  const view = (r: { n: number }) => `row ${r.n}`;
  const keys = (r: { at: Date; id: string }) => [r.at, r.id];

  it('asks for one row more than the page', () => {
    expect(rowsForPage(3)).toBe(4);
  });

  it('with the extra row: the first limit rows and a cursor after the last of them', () => {
    const page = pageOf(rows, 3, view, keys);
    expect(page).toEqual({
      items: ['row 1', 'row 2', 'row 3'],
      has_more: true,
      next_cursor: expect.any(String),
    });
    expect(decodeTimeIdCursor(page.next_cursor ?? undefined)).toEqual({ at: rows[2]?.at, id: ID });
  });

  it('without it: every row and no cursor', () => {
    expect(pageOf(rows, 4, view, keys)).toEqual({
      items: ['row 1', 'row 2', 'row 3', 'row 4'],
      has_more: false,
      next_cursor: null,
    });
    expect(pageOf(rows.slice(0, 0), 4, view, keys)).toEqual({
      items: [],
      has_more: false,
      next_cursor: null,
    });
  });
});

describe('listConditions', () => {
  it('numbers each value once, wherever it stands in a condition, after the parameters given', () => {
    const c = listConditions(['m1'], ['merchant_id = $1']);
    c.add('(name ILIKE ?0 OR email ILIKE ?0)', '%a\\_b%');
    c.add('status = ANY(?0::text[]) AND kind = ?1', ['x', 'y'], 'k');
    c.after('created_at', 'id', { at: AT, id: ID }, '<');
    c.after('created_at', 'id', undefined, '<');
    expect(c.limit(20)).toBe('$7');
    expect(c.where()).toBe(
      'merchant_id = $1 AND (name ILIKE $2 OR email ILIKE $2) AND status = ANY($3::text[]) AND kind = $4' +
        ' AND (created_at, id) < ($5, $6::uuid)',
    );
    expect(c.params).toEqual(['m1', '%a\\_b%', ['x', 'y'], 'k', AT, ID, 21]);
  });

  it('no condition is TRUE; a searched text matches as itself', () => {
    expect(listConditions().where()).toBe('TRUE');
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
