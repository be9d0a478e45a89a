import type { Lang } from '@mc/contract';
import type { FileRequest } from '../../components/export/useFileDownload';

export type StatementFormat = 'pdf' | 'csv';

/** The request of one statement's file: its path with the id, the language, the name to save under. */
export function statementFile(
  pathPattern: string,
  statement: { id: string; month: string },
  format: StatementFormat,
  lang: Lang,
): FileRequest {
  return {
    path: pathPattern.replace(':id', encodeURIComponent(statement.id)),
    query: { lang },
    fallbackName: `statement_${statement.month}.${format}`,
  };
}
