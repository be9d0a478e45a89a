import type { SweepStatus } from '@mc/contract';
import { type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../../components/LongId';
import { sumAmounts } from '../../receive/amounts';
import { AssetAmount, displayAmount, formatTime } from '../../receive/index';
import type { OpsSweep } from '../api';
import { twoLines } from '../components/TwoLines';

/** Tag colour of every sweep status (antd preset colours, as the other status tags). */
const STATUS_COLOR: Record<SweepStatus, string> = {
  funding: 'gold',
  sending: 'processing',
  confirmed: 'success',
  failed: 'error',
};

/** The ledger's ETH has 9 decimals (gwei): the fees the list shows are in it. */
const GWEI_DECIMALS = 9;

const dash = <Typography.Text type="secondary">—</Typography.Text>;

function StatusTag({ s, t }: { s: OpsSweep; t: TFunction }) {
  const tag = (
    <Tag color={STATUS_COLOR[s.status]} data-testid="ops-sweep-status" data-status={s.status}>
      {t(`ops.sweeps.statusLabel.${s.status}`)}
    </Tag>
  );
  return s.confirmed_at ? (
    <Tooltip title={t('ops.sweeps.confirmedAt', { time: formatTime(s.confirmed_at) })}>{tag}</Tooltip>
  ) : (
    tag
  );
}

/** An amount of ETH at the ledger's precision (gwei); the exact value (wei) in a tooltip when longer. */
function Eth({ value }: { value: string }) {
  const [whole = '0', fraction = ''] = value.split('.');
  const cut = fraction.slice(GWEI_DECIMALS).replace(/0+$/, '');
  const shown = displayAmount(`${whole}.${fraction.slice(0, GWEI_DECIMALS)}`);
  if (!cut) return <span className="mc-ops-num">{shown}</span>;
  return (
    <Tooltip title={value}>
      <span className="mc-ops-num" data-value={value}>
        ≈{shown}
      </span>
    </Tooltip>
  );
}

/** What the gas tank sent the address, and the gas both transfers paid. */
function Gas({ s, t }: { s: OpsSweep; t: TFunction }) {
  const fees = [s.funding_fee, s.sweep_fee].filter((f): f is string => f !== null);
  if (!s.gas_funded && fees.length === 0 && s.status !== 'funding') return dash;
  return twoLines(
    s.gas_funded ? (
      <span className="mc-ops-sweep-nowrap">
        {t('ops.sweeps.gasFunded')} <Eth value={s.gas_funded} />
      </span>
    ) : (
      t('ops.sweeps.gasNotFunded')
    ),
    fees.length > 0 && (
      <span className="mc-ops-sweep-nowrap">
        {t('ops.sweeps.fees')} <Eth value={sumAmounts(fees, GWEI_DECIMALS)} />
      </span>
    ),
  );
}

/** The funding and sweep transactions, each a long id with its copy button. */
function Hashes({ s, t }: { s: OpsSweep; t: TFunction }) {
  const rows = [
    ['fundingHash', s.funding_tx_hash],
    ['sweepHash', s.sweep_tx_hash],
  ] as const;
  if (!s.funding_tx_hash && !s.sweep_tx_hash) return dash;
  return (
    <div className="mc-ops-two-lines">
      {rows.map(([key, hash]) =>
        hash ? (
          <span key={key} className="mc-ops-sweep-hash">
            <Typography.Text type="secondary" className="mc-ops-small">
              {t(`ops.sweeps.${key}`)}
            </Typography.Text>
            <LongId value={hash} head={8} tail={6} testId={`ops-sweep-${key}`} />
          </span>
        ) : null,
      )}
    </div>
  );
}

/** The sweep at a glance on a phone: amount and asset, network, status and when it began. */
function Glance({ s, t }: { s: OpsSweep; t: TFunction }) {
  return (
    <div className="mc-ops-two-lines mc-ops-sweep-glance">
      <span className="mc-ops-sweep-nowrap">
        <AssetAmount value={s.amount} asset={s.asset} />
      </span>
      <span>
        <StatusTag s={s} t={t} />
        <Typography.Text type="secondary" className="mc-ops-small">
          {s.network}
        </Typography.Text>
      </span>
      <Typography.Text type="secondary" className="mc-ops-small">
        {formatTime(s.created_at)}
      </Typography.Text>
    </div>
  );
}

/** The columns of the sweeps list; on a phone the first column says what the sweep is at a glance. */
export function sweepColumns(t: TFunction, wide: boolean): TableColumnsType<OpsSweep> {
  const glance: TableColumnsType<OpsSweep> = [
    { key: 'sweep', title: t('ops.sweeps.sweep'), width: 170, render: (_, s) => <Glance s={s} t={t} /> },
  ];
  const apart: TableColumnsType<OpsSweep> = [
    {
      key: 'created',
      title: t('ops.sweeps.created'),
      width: 112,
      render: (_, s) => {
        const [day = '', time = ''] = formatTime(s.created_at).split(' ');
        return twoLines(<span className="mc-ops-sweep-nowrap">{day}</span>, time);
      },
    },
    { key: 'network', title: t('ops.sweeps.network'), width: 80, dataIndex: 'network' },
    { key: 'asset', title: t('ops.sweeps.asset'), width: 70, dataIndex: 'asset' },
  ];
  const amountAndStatus: TableColumnsType<OpsSweep> = [
    {
      key: 'amount',
      title: t('ops.sweeps.amount'),
      width: 110,
      align: 'right',
      render: (_, s) => <AssetAmount value={s.amount} />,
    },
    { key: 'status', title: t('ops.sweeps.status'), width: 110, render: (_, s) => <StatusTag s={s} t={t} /> },
  ];
  return [
    ...(wide ? apart : glance),
    {
      key: 'address',
      title: t('ops.sweeps.address'),
      width: 180,
      render: (_, s) => <LongId value={s.address} head={8} tail={6} testId="ops-sweep-address" />,
    },
    ...(wide ? amountAndStatus : []),
    { key: 'gas', title: t('ops.sweeps.gas'), width: 150, render: (_, s) => <Gas s={s} t={t} /> },
    { key: 'hashes', title: t('ops.sweeps.hashes'), width: 210, render: (_, s) => <Hashes s={s} t={t} /> },
    {
      key: 'failure',
      title: t('ops.sweeps.failure'),
      render: (_, s) =>
        s.failure ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: s.failure }} data-testid="ops-sweep-failure">
            {s.failure}
          </Typography.Text>
        ) : (
          dash
        ),
    },
  ];
}
