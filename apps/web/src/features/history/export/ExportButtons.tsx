import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/bytes';
import { type DownloadProgress, progressPercent, rowsReceived } from '../../../lib/http/downloadProgress';
import type { HistoryFilters } from '../api';
import { type ExportFormat, type ExportState, useExport } from './useExport';

const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

/** CSV counts rows (one line each); XLSX counts bytes (against Content-Length when sent). */
function progressText(t: TFunction, format: ExportFormat, p: DownloadProgress): string {
  if (format === 'csv')
    return p.totalRows === null
      ? t('history.export.rowsUnknown', { rows: rowsReceived(p) })
      : t('history.export.rows', { rows: rowsReceived(p), total: p.totalRows });
  return p.totalBytes === null
    ? t('history.export.bytes', { size: formatBytes(p.bytes) })
    : t('history.export.bytesOf', { size: formatBytes(p.bytes), total: formatBytes(p.totalBytes) });
}

function ExportProgress({ state, onCancel }: { state: ExportState; onCancel: () => void }) {
  const { t } = useTranslation();
  const p = state.progress;
  const percent = p ? progressPercent(p, state.format === 'csv' ? 'rows' : 'bytes') : null;
  return (
    <span
      className="mc-history-export-progress"
      data-testid="history-export-progress"
      data-format={state.format}
    >
      {/* an unknown total: a full moving bar */}
      <Progress
        size="small"
        percent={percent ?? 100}
        status="active"
        showInfo={percent !== null}
        data-testid="history-export-bar"
      />
      <Typography.Text type="secondary" data-testid="history-export-text">
        {p ? progressText(t, state.format, p) : ''}
      </Typography.Text>{' '}
      <Button size="small" type="link" onClick={onCancel} data-testid="history-export-cancel">
        {t('history.export.cancel')}
      </Button>
    </span>
  );
}

/** "Export CSV" and "Export XLSX" of every row matching the filters, with the download's progress. */
export function ExportButtons({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation();
  const { state, start, cancel } = useExport(filters);
  return (
    <span className="mc-history-export">
      {state && <ExportProgress state={state} onCancel={cancel} />}
      {FORMATS.map((format) => (
        <Tooltip key={format} title={t('history.export.hint')}>
          <Button
            icon={<DownloadOutlined />}
            loading={state?.format === format}
            disabled={state !== null && state.format !== format}
            onClick={() => void start(format)}
            data-testid={`history-export-${format}`}
          >
            {t(`history.export.${format}`)}
          </Button>
        </Tooltip>
      ))}
    </span>
  );
}
