import { EditOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { displayAmount } from '../../../lib/money';
import { formatTime } from '../../receive/time';
import { type ChainNetworkStatus, type SenderBalance, senderKey } from './api';
import { ThresholdsModal } from './ThresholdsModal';

function Balance({ s, code, t }: { s: SenderBalance; code: string; t: TFunction }) {
  const id = `${code}-${s.sender}-${s.asset}`;
  return (
    <li data-testid={`ops-sender-${id}`} data-low={s.low ? 'true' : 'false'}>
      <Typography.Text>
        {t(`ops.networks.sender.${s.sender}`)} · {s.asset}
      </Typography.Text>
      <Tooltip
        title={s.checked_at ? t('ops.networks.checkedAt', { time: formatTime(s.checked_at) }) : undefined}
      >
        <Typography.Text
          className="mc-ops-num"
          type={s.low ? 'danger' : undefined}
          data-testid={`ops-sender-balance-${id}`}
        >
          {s.balance === null ? '—' : displayAmount(s.balance)}
        </Typography.Text>
      </Tooltip>
      <Typography.Text type="secondary" className="mc-ops-small">
        {s.threshold === null
          ? t('ops.networks.noThreshold')
          : t('ops.networks.threshold', { value: displayAmount(s.threshold) })}
      </Typography.Text>
      {s.low && (
        <Tooltip
          title={s.low_since ? t('ops.networks.lowSince', { time: formatTime(s.low_since) }) : undefined}
        >
          <Tag color="error" data-testid={`ops-sender-low-${id}`}>
            {t('ops.networks.low')}
          </Tag>
        </Tooltip>
      )}
    </li>
  );
}

/** A network's senders (the hot wallet per asset, the gas tank): each balance against its threshold, low ones marked. */
export function SenderList({ network, t }: { network: ChainNetworkStatus; t: TFunction }) {
  const [editing, setEditing] = useState(false);
  if (network.senders.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div className="mc-ops-senders">
      <ul data-testid={`ops-network-senders-${network.code}`}>
        {network.senders.map((s) => (
          <Balance key={senderKey(s)} s={s} code={network.code} t={t} />
        ))}
      </ul>
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => setEditing(true)}
        data-testid={`ops-thresholds-edit-${network.code}`}
      >
        {t('ops.networks.editThresholds')}
      </Button>
      <ThresholdsModal network={network} open={editing} onClose={() => setEditing(false)} />
    </div>
  );
}
