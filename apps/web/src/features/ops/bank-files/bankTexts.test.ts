import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import { entryReason } from './entryColumns';
import { columnsWidth, fileColumns } from './fileColumns';
import { refusalOf } from './ImportButton';

describe("a bank file entry's reason", () => {
  it("reads a bank's rejection code in the operator's language, with the code and the bank's words", () => {
    const rejected = { reason_code: 'AC01', reason: 'IBAN invalid' };
    expect(entryReason(rejected, 'en')).toBe('The account number is incorrect (AC01: IBAN invalid)');
    expect(entryReason(rejected, 'cn')).toBe('收款账号有误 (AC01: IBAN invalid)');
    expect(entryReason({ reason_code: 'AM04', reason: null }, 'en')).toBe(
      'Insufficient funds on the paying account (AM04)',
    );
  });

  it('keeps an unknown code and a reason without a code as they are', () => {
    expect(entryReason({ reason_code: 'ZZ99', reason: 'odd' }, 'en')).toBe('ZZ99 odd');
    expect(entryReason({ reason_code: null, reason: 'no reference' }, 'cn')).toBe('no reference');
    expect(entryReason({ reason_code: null, reason: null }, 'cn')).toBeNull();
  });
});

describe("an import's refusal", () => {
  it("is the fields' own messages when there are any, without the envelope's generic one", () => {
    const doctype = new ApiError({
      status: 422,
      code: 422,
      message: 'Please check the highlighted fields',
      errors: [
        { field: 'file', message: 'The file declares a DOCTYPE or entities' },
        { field: 'file', message: 'The file declares a DOCTYPE or entities' },
        { field: 'file', message: 'line 3: element Ntry not expected' },
      ],
    });
    expect(refusalOf(doctype)).toBe(
      'The file declares a DOCTYPE or entities; line 3: element Ntry not expected',
    );
  });

  it("is the envelope's message when no field says more", () => {
    expect(refusalOf(new ApiError({ status: 422, code: 422, message: 'The file is empty' }))).toBe(
      'The file is empty',
    );
    expect(
      refusalOf(
        new ApiError({
          status: 422,
          code: 422,
          message: 'The file is empty',
          errors: [{ field: 'file', message: ' ' }],
        }),
      ),
    ).toBe('The file is empty');
    expect(refusalOf(new Error('Network error'))).toBe('Network error');
  });
});

describe('the files list', () => {
  it('fits the card of a 1440 px window beside the side menu, without the creator', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const columns = fileColumns(t);
    // the window, less the side menu (208), the content's padding (2 × 20) and the card's (2 × 24)
    expect(columnsWidth(columns)).toBeLessThanOrEqual(1440 - 208 - 40 - 48);
    expect(columns.map((c) => c.key)).not.toContain('createdBy');
  });
});
