import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './contentDisposition';

describe('file name from Content-Disposition', () => {
  it('reads a quoted or bare filename', () => {
    expect(
      fileNameFromDisposition('attachment; filename="transactions_2026-11-01_2026-11-30.csv"', 'x.csv'),
    ).toBe('transactions_2026-11-01_2026-11-30.csv');
    expect(fileNameFromDisposition('attachment; filename=transactions_all.xlsx', 'x')).toBe(
      'transactions_all.xlsx',
    );
    expect(fileNameFromDisposition('attachment;filename="a \\"b\\"; c.csv"', 'x')).toBe('a _b_; c.csv');
  });

  it('prefers filename* (RFC 5987, UTF-8) over filename', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''%E4%BA%A4%E6%98%93%E8%AE%B0%E5%BD%95.csv`,
        'x',
      ),
    ).toBe('交易记录.csv');
  });

  it('falls back when the header is missing, names no file or only a path', () => {
    expect(fileNameFromDisposition(null, 'history.csv')).toBe('history.csv');
    expect(fileNameFromDisposition('attachment', 'history.csv')).toBe('history.csv');
    expect(fileNameFromDisposition('attachment; filename=""', 'history.csv')).toBe('history.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'h')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition('attachment; filename=".."', 'h.csv')).toBe('h.csv');
  });
});
