import { Alert, Descriptions, Drawer, Skeleton, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { descriptionItem } from '../../components/descriptionItem';
import { LongId } from '../../components/LongId';
import { useTranslation } from '../../lib/useTranslation';
import { AssetAmount, formatTime } from '../receive/index';
import { type HistoryDetail, useHistoryRow } from './api';
import { BalanceTag } from './BalanceTag';
import { HistoryStatusTag } from './HistoryStatusTag';
import { entryKindLabel, historyTypeLabel } from './historyLabels';
import { ObjectLink } from './ObjectLink';
import { PostingsTable } from './PostingsTable';
import { SignedAmount } from './SignedAmount';

const mono = (value: string | null) => (value ? <LongId value={value} head={12} tail={10} /> : '—');

function facts(d: HistoryDetail, t: TFunction) {
  const item = (key: string, label: string, value: ReactNode) =>
    descriptionItem(key, t(label), value, { testId: `history-detail-${key}` });
  return [
    item('time', 'history.col.time', formatTime(d.created_at)),
    item('type', 'history.col.type', historyTypeLabel(t, d.type)),
    item('status', 'history.col.status', <HistoryStatusTag row={d} />),
    item('balance', 'history.col.balance', <BalanceTag balance={d.balance} />),
    item('asset', 'history.col.asset', d.network ? `${d.asset} · ${d.network}` : d.asset),
    item('amount', 'history.col.amount', <SignedAmount value={d.amount} asset={d.asset} />),
    item('fee', 'history.col.fee', <AssetAmount value={d.fee} asset={d.asset} />),
    item('net', 'history.col.net', <SignedAmount value={d.net} asset={d.asset} testId="history-net" />),
    item('balanceAfter', 'history.col.balanceAfter', <AssetAmount value={d.balance_after} asset={d.asset} />),
    item('remark', 'history.col.remark', d.remark || '—'),
    item('order', 'history.col.orderNo', mono(d.order_no)),
    item('counterparty', 'history.col.counterparty', mono(d.counterparty)),
    item('tx', 'history.col.txHash', mono(d.tx_hash)),
    item('id', 'history.detail.id', d.id),
    item('entry', 'history.detail.entry', d.entry_id),
    item('kind', 'history.detail.kind', entryKindLabel(t, d.kind)),
    item('memo', 'history.detail.memo', d.memo || '—'),
    item('object', 'history.col.object', <ObjectLink row={d} />),
  ];
}

/** One movement in full: its facts, its journal entry's postings and the link to its business object. */
export function HistoryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useHistoryRow(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={t('history.detail.title')}
      extra={d && <HistoryStatusTag row={d} />}
      data-testid="history-drawer"
      destroyOnHidden
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!d && !detail.error && <Skeleton active />}
      {d && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={1} bordered items={facts(d, t)} data-testid="history-detail" />
          <PostingsTable postings={d.postings} />
        </Space>
      )}
    </Drawer>
  );
}
