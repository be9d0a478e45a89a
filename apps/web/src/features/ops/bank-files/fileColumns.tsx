import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../../components/LongId';
import { AssetAmount, formatTime } from '../../receive/index';
import { twoLines } from '../components/TwoLines';
import type { BankFile } from './api';
import { countLabels, FileStateTag, kindLabel } from './bankLabels';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * What a file carried, and how many of its entries found their transfer or top-up (of a pain.001: how
 * many of its transfers a statement booked, and those the bank rejected).
 */
function Counts({ f, t }: { f: BankFile; t: TFunction }) {
  if (f.state === 'refused') return dash;
  const counts = countLabels(t, f);
  return twoLines(
    t('ops.bankFiles.entries', { count: f.entries }),
    <>
      {counts.matched}
      {f.unmatched > 0 && (
        <Typography.Text
          type={f.kind === 'pain.001' ? 'danger' : 'warning'}
          className="mc-ops-small"
          data-testid="ops-bank-file-unmatched"
        >
          {' · '}
          {counts.unmatched}
        </Typography.Text>
      )}
    </>,
  );
}

/** The state; a refused file says why below its tag. */
function State({ f, t }: { f: BankFile; t: TFunction }) {
  if (!f.error) return <FileStateTag state={f.state} error={null} t={t} />;
  return (
    <div className="mc-ops-two-lines">
      <span>
        <FileStateTag state={f.state} error={f.error} t={t} />
      </span>
      <Typography.Text
        type="danger"
        className="mc-ops-small mc-ops-bank-error"
        ellipsis={{ tooltip: f.error }}
        data-testid="ops-bank-file-error"
      >
        {f.error}
      </Typography.Text>
    </div>
  );
}

/** The width a table of these columns asks for: the sum of their widths (its `scrollX`). */
export function columnsWidth<T>(columns: TableColumnsType<T>): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
}

/**
 * The columns of the bank files list, newest first: 1100 px in all, within the card of a 1440 px window
 * beside the side menu (1144 px inside it); who made a file is in its drawer.
 */
export function fileColumns(t: TFunction): TableColumnsType<BankFile> {
  return [
    {
      key: 'created',
      title: t('ops.bankFiles.created'),
      width: 110,
      render: (_, f) => {
        const [day = '', time = ''] = formatTime(f.created_at).split(' ');
        return twoLines(<span className="mc-ops-bank-nowrap">{day}</span>, time);
      },
    },
    {
      key: 'kind',
      title: t('ops.bankFiles.kind'),
      width: 150,
      render: (_, f) => twoLines(kindLabel(t, f.kind), t(`ops.bankFiles.directionLabel.${f.direction}`)),
    },
    {
      key: 'name',
      title: t('ops.bankFiles.name'),
      width: 200,
      render: (_, f) =>
        twoLines(
          <Typography.Text ellipsis={{ tooltip: f.name }} className="mc-ops-bank-name">
            {f.name}
          </Typography.Text>,
          f.message_id ? <LongId value={f.message_id} head={10} tail={6} testId="ops-bank-file-msg" /> : '—',
        ),
    },
    {
      key: 'account',
      title: t('ops.bankFiles.account'),
      width: 200,
      // an account number on one line: broken, "7870012345678 / 38" reads as two accounts
      render: (_, f) =>
        f.account
          ? twoLines(<span className="mc-ops-bank-account">{f.account}</span>, f.currency ?? '')
          : dash,
    },
    { key: 'counts', title: t('ops.bankFiles.counts'), width: 150, render: (_, f) => <Counts f={f} t={t} /> },
    {
      key: 'total',
      title: t('ops.bankFiles.total'),
      width: 130,
      align: 'right',
      render: (_, f) => (f.total === null ? dash : <AssetAmount value={f.total} asset={f.currency ?? ''} />),
    },
    { key: 'state', title: t('ops.bankFiles.state'), width: 160, render: (_, f) => <State f={f} t={t} /> },
  ];
}
