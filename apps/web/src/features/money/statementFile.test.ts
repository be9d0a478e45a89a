import { statementCsvPath, statementPdfPath } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { statementFile } from './statementFile';

describe('a statement file request', () => {
  it('puts the id in the path and the language in the query, named after the month', () => {
    expect(statementFile(statementPdfPath, { id: '42', month: '2026-10' }, 'pdf', 'en')).toEqual({
      path: '/money/statements/42/pdf',
      query: { lang: 'en' },
      fallbackName: 'statement_2026-10.pdf',
    });
    expect(statementFile(statementCsvPath, { id: '7', month: '2026-09' }, 'csv', 'cn').path).toBe(
      '/money/statements/7/csv',
    );
  });
});
