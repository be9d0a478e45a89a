import { DownloadOutlined } from '@ant-design/icons';
import type { Permission } from '@mc/contract';
import { Button, Progress, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatBytes } from '../../lib/bytes';
import { type DownloadProgress, progressPercent, rowsReceived } from '../../lib/http/downloadProgress';
import { useCan } from '../../lib/permissions';
import { useTranslation } from '../../lib/useTranslation';
import { type ExportFormat, type ExportSource, type ExportState, useFileExport } from './useFileExport';
import './exportButtons.css';

const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

/** CSV counts rows (one line each); XLSX counts bytes (against Content-Length when sent). */
function progressText(t: TFunction, format: ExportFormat, p: DownloadProgress): string {
  if (format === 'csv')
    return p.totalRows === null
      ? t('common.export.rowsUnknown', { rows: rowsReceived(p) })
      : t('common.export.rows', { rows: rowsReceived(p), total: p.totalRows });
  return p.totalBytes === null
    ? t('common.export.bytes', { size: formatBytes(p.bytes) })
    : t('common.export.bytesOf', { size: formatBytes(p.bytes), total: formatBytes(p.totalBytes) });
}

function ExportProgress(p: { state: ExportState; onCancel: () => void; testId: string }) {
  const { t } = useTranslation();
  const progress = p.state.progress;
  const percent = progress ? progressPercent(progress, p.state.format === 'csv' ? 'rows' : 'bytes') : null;
  return (
    <span className="mc-export-progress" data-testid={`${p.testId}-progress`} data-format={p.state.format}>
      {/* an unknown total: a full moving bar */}
      <Progress
        size="small"
        percent={percent ?? 100}
        status="active"
        showInfo={percent !== null}
        data-testid={`${p.testId}-bar`}
      />
      <Typography.Text type="secondary" data-testid={`${p.testId}-text`}>
        {progress ? progressText(t, p.state.format, progress) : ''}
      </Typography.Text>{' '}
      <Button size="small" type="link" onClick={p.onCancel} data-testid={`${p.testId}-cancel`}>
        {t('common.export.cancel')}
      </Button>
    </span>
  );
}

/**
 * "Export CSV" and "Export XLSX" of every row of a list matching its filters, with the download's
 * progress, for a role with `permission` (the export route's): without it, nothing.
 * Test ids: `<testId>-csv`, `<testId>-xlsx`, `<testId>-progress`, `<testId>-text`.
 */
export function ExportButtons({
  permission,
  ...props
}: ExportSource & { testId: string; permission: Permission }) {
  return useCan()(permission) ? <FileExportButtons {...props} /> : null;
}

function FileExportButtons({ testId, ...source }: ExportSource & { testId: string }) {
  const { t } = useTranslation();
  const { state, start, cancel } = useFileExport(source);
  return (
    <span className="mc-export">
      {state && <ExportProgress state={state} onCancel={cancel} testId={testId} />}
      {FORMATS.map((format) => (
        <Tooltip key={format} title={t('common.export.hint')}>
          <Button
            icon={<DownloadOutlined />}
            loading={state?.format === format}
            disabled={state !== null && state.format !== format}
            onClick={() => void start(format)}
            data-testid={`${testId}-${format}`}
          >
            {t(`common.export.${format}`)}
          </Button>
        </Tooltip>
      ))}
    </span>
  );
}
