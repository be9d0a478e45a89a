import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useFileDownload } from '../../../components/export/useFileDownload';
import { ListTable } from '../../../components/list/ListTable';
import { formatBytes } from '../../../lib/bytes';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount, formatTime } from '../../receive/index';
import { type BankFileDetail, bankFileContent, useBankFile } from './api';
import { countLabels, FileStateTag, kindLabel } from './bankLabels';
import { entryColumns } from './entryColumns';
import { columnsWidth } from './fileColumns';

/** "Download file": the XML as the server keeps it, through the console's file download (session sent). */
function DownloadButton({ file }: { file: BankFileDetail }) {
  const { t } = useTranslation();
  const { state, start } = useFileDownload<'content'>();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={state !== null}
      onClick={() => void start('content', bankFileContent(file))}
      data-testid="ops-bank-file-download"
    >
      {t('ops.bankFiles.download')}
    </Button>
  );
}

function facts(f: BankFileDetail, t: TFunction) {
  const dash = '—';
  const counts = countLabels(t, f);
  return [
    { key: 'kind', label: t('ops.bankFiles.kind'), children: kindLabel(t, f.kind) },
    {
      key: 'direction',
      label: t('ops.bankFiles.direction'),
      children: t(`ops.bankFiles.directionLabel.${f.direction}`),
    },
    {
      key: 'state',
      label: t('ops.bankFiles.state'),
      children: <FileStateTag state={f.state} error={null} t={t} />,
    },
    { key: 'name', label: t('ops.bankFiles.name'), children: <span className="mc-ops-break">{f.name}</span> },
    {
      key: 'messageId',
      label: t('ops.bankFiles.messageId'),
      children: f.message_id ? <code className="mc-ops-break">{f.message_id}</code> : dash,
    },
    {
      key: 'account',
      label: t('ops.bankFiles.account'),
      children: f.account ? `${f.account}${f.currency ? ` · ${f.currency}` : ''}` : dash,
    },
    {
      key: 'counts',
      label: t('ops.bankFiles.counts'),
      children: [t('ops.bankFiles.entries', { count: f.entries }), counts.matched, counts.unmatched].join(
        ' · ',
      ),
    },
    {
      key: 'total',
      label: t('ops.bankFiles.total'),
      children: f.total === null ? dash : <AssetAmount value={f.total} asset={f.currency ?? ''} />,
    },
    { key: 'size', label: t('ops.bankFiles.size'), children: formatBytes(f.size) },
    { key: 'created', label: t('ops.bankFiles.created'), children: formatTime(f.created_at) },
    {
      key: 'createdBy',
      label: t('ops.bankFiles.createdBy'),
      children: f.created_by ?? t('ops.bankFiles.bySystem'),
    },
  ];
}

/**
 * One bank file: its facts, why it was refused, its entries and what each matched, and its XML. The
 * drawer is as wide as the window allows up to 1100 px; the entries scroll sideways inside it.
 */
export function FileDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useBankFile(id);
  const f = detail.data;
  const columns = entryColumns(t, lang);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(1100px, 100vw)"
      title={t('ops.bankFiles.detailTitle')}
      extra={f && <DownloadButton file={f} />}
      destroyOnHidden
      data-testid="ops-bank-file-drawer"
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!f && !detail.error && <Skeleton active />}
      {f && (
        <div className="mc-ops-bank-drawer">
          {f.error && (
            <Alert
              type="error"
              showIcon
              title={t('ops.bankFiles.error')}
              description={<span className="mc-ops-pre">{f.error}</span>}
              data-testid="ops-bank-file-drawer-error"
            />
          )}
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={facts(f, t)} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('ops.bankFiles.entriesTitle')}
          </Typography.Title>
          {f.items.length < f.entries && (
            <Typography.Text type="secondary" data-testid="ops-bank-file-first-entries">
              {t('ops.bankFiles.firstEntries', { shown: f.items.length, count: f.entries })}
            </Typography.Text>
          )}
          <ListTable
            rows={f.items}
            columns={columns}
            size="small"
            scrollX={columnsWidth(columns)}
            emptyText={t('ops.bankFiles.entry.empty')}
            testId="ops-bank-entries"
            rowTestId="ops-bank-entry"
          />
        </div>
      )}
    </Drawer>
  );
}
