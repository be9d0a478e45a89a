import { historyExportPath } from '@mc/contract';
import { ExportButtons as FileExportButtons } from '../../../components/export/ExportButtons';
import type { HistoryFilters } from '../api';

/** "Export CSV" and "Export XLSX" of every history row matching the filters, with the download's progress. */
export function ExportButtons({ filters }: { filters: HistoryFilters }) {
  return (
    <FileExportButtons
      path={historyExportPath}
      query={filters}
      fallbackName="transactions"
      testId="history-export"
      permission="history.export"
    />
  );
}
