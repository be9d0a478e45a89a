import { type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatTime } from '../../receive/time';
import type { ChainNetworkStatus } from './api';
import { NodeList } from './NodeList';
import { SenderList } from './SenderList';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** 正常 / 异常 (with when the node last answered), and since when it fails. */
function Health({ n, t }: { n: ChainNetworkStatus; t: TFunction }) {
  if (n.ok)
    return (
      <Tag color="success" data-testid={`ops-network-status-${n.code}`} data-ok="true">
        {t('ops.networks.healthy')}
      </Tag>
    );
  return (
    <div className="mc-ops-two-lines">
      <span>
        <Tooltip
          title={n.last_ok_at ? t('ops.networks.lastOk', { time: formatTime(n.last_ok_at) }) : undefined}
        >
          <Tag color="error" data-testid={`ops-network-status-${n.code}`} data-ok="false">
            {t('ops.networks.failing')}
          </Tag>
        </Tooltip>
      </span>
      {n.failing_since && (
        <Typography.Text type="danger" className="mc-ops-small">
          {t('ops.networks.failingSince', { time: formatTime(n.failing_since) })}
        </Typography.Text>
      )}
    </div>
  );
}

/** A column of what waits on a network: how many, and when the oldest of them started waiting. */
function waitingColumn(
  key: 'confirming' | 'sends',
  title: string,
  t: TFunction,
  pick: (n: ChainNetworkStatus) => { count: number; oldest: string | null },
): TableColumnsType<ChainNetworkStatus>[number] {
  return {
    key,
    title,
    width: 170,
    render: (_, n) => {
      const { count, oldest } = pick(n);
      return (
        <div className="mc-ops-two-lines">
          <Typography.Text strong={count > 0} data-testid={`ops-network-${key}-${n.code}`}>
            {count}
          </Typography.Text>
          {count > 0 && oldest && (
            <Typography.Text type="secondary" className="mc-ops-small">
              {t('ops.networks.oldest', { time: formatTime(oldest) })}
            </Typography.Text>
          )}
        </div>
      );
    },
  };
}

/**
 * The networks table. On a wide screen the network stays in view while the table scrolls; on a
 * phone its health sits beside it in the first column, so that what fails shows without scrolling.
 */
export function networkColumns(t: TFunction, wide: boolean): TableColumnsType<ChainNetworkStatus> {
  const network: TableColumnsType<ChainNetworkStatus>[number] = {
    key: 'network',
    title: wide ? t('ops.networks.network') : `${t('ops.networks.network')} · ${t('ops.networks.status')}`,
    width: wide ? 150 : 190,
    fixed: wide ? 'left' : undefined,
    render: (_, n) => (
      <div className="mc-ops-two-lines mc-ops-network">
        <Typography.Text strong>{n.code}</Typography.Text>
        <Typography.Text type="secondary" className="mc-ops-small">
          {t(`ops.networks.rail.${n.rail}`)} ·{' '}
          {t('ops.networks.confirmationsRequired', { n: n.confirmations_required })}
        </Typography.Text>
        {!wide && <Health n={n} t={t} />}
      </div>
    ),
  };
  const health: TableColumnsType<ChainNetworkStatus>[number] = {
    key: 'status',
    title: t('ops.networks.status'),
    width: 180,
    render: (_, n) => <Health n={n} t={t} />,
  };
  return [
    network,
    ...(wide ? [health] : []),
    {
      key: 'nodes',
      title: t('ops.networks.nodes'),
      width: 260,
      render: (_, n) => <NodeList network={n} t={t} />,
    },
    {
      key: 'head',
      title: t('ops.networks.head'),
      width: 110,
      align: 'right',
      render: (_, n) =>
        n.head === null ? (
          <Typography.Text type="danger">{t('ops.networks.noAnswer')}</Typography.Text>
        ) : (
          <Typography.Text className="mc-ops-num" data-testid={`ops-network-head-${n.code}`}>
            {n.head}
          </Typography.Text>
        ),
    },
    {
      key: 'lag',
      title: t('ops.networks.lag'),
      width: 110,
      align: 'right',
      render: (_, n) =>
        n.scan_lag === null ? (
          <Tooltip title={n.rail === 'evm' ? undefined : t('ops.networks.lagUnknown')}>{dash}</Tooltip>
        ) : (
          <Typography.Text type={n.scan_lag > 0 ? 'warning' : undefined}>{n.scan_lag}</Typography.Text>
        ),
    },
    {
      key: 'senders',
      title: t('ops.networks.senders'),
      width: 300,
      render: (_, n) => <SenderList network={n} t={t} />,
    },
    waitingColumn('confirming', t('ops.networks.confirming'), t, (n) => ({
      count: n.confirming.count,
      oldest: n.confirming.oldest_seen_at,
    })),
    waitingColumn('sends', t('ops.networks.sendsWaiting'), t, (n) => ({
      count: n.sends_waiting.count,
      oldest: n.sends_waiting.oldest_created_at,
    })),
    {
      key: 'error',
      title: t('ops.networks.lastError'),
      render: (_, n) =>
        n.last_error ? (
          <Typography.Text type="danger" className="mc-ops-pre" data-testid={`ops-network-error-${n.code}`}>
            {n.last_error}
          </Typography.Text>
        ) : (
          dash
        ),
    },
  ];
}
