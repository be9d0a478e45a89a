import type { CollectionAccountDetail } from '@mc/contract';
import { Alert, Descriptions, Drawer, Skeleton, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { descriptionItem } from '../../../components/descriptionItem';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount, formatTime } from '../../receive/index';
import { AccountDeposit } from '../AccountDeposit';
import { useCollectionAccount } from '../api';
import { CollectionStatusTag } from '../CollectionStatusTag';
import { DepositsTable } from './DepositsTable';
import { StatusToggle } from './StatusToggle';
import { ThisMonth } from './ThisMonth';

function facts(a: CollectionAccountDetail, t: TFunction) {
  const item = (key: string, label: string, value: ReactNode) =>
    descriptionItem(key, t(`collection.detail.${label}`), value, { testId: `collection-detail-${key}` });
  const money = (value: string | null) => (value ? <AssetAmount value={value} asset={a.asset} /> : '—');
  return [
    item('name', 'customer', a.customer_name),
    item('ref', 'ref', a.customer_ref),
    item('email', 'email', a.email),
    item('asset', 'asset', `${a.asset} · ${a.network}`),
    item('expected', 'expected', money(a.expected_amount)),
    item('month', 'thisMonth', <ThisMonth account={a} />),
    item('total', 'total', money(a.total_received)),
    item('count', 'depositCount', a.deposit_count),
    item('last', 'lastDeposit', formatTime(a.last_deposit_at)),
    item('remark', 'remark', <span className="mc-note">{a.remark || '—'}</span>),
    item('created', 'created', formatTime(a.created_at)),
  ];
}

/** One account in full: its facts, its address and payment link, its transfers; disable or enable it. */
export function CollectionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCollectionAccount(id);
  const a = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={a ? a.customer_name : t('collection.detail.title')}
      extra={
        a && (
          <Space>
            <CollectionStatusTag status={a.status} />
            <StatusToggle account={a} />
          </Space>
        )
      }
      data-testid="collection-drawer"
      destroyOnHidden
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!a && !detail.error && <Skeleton active />}
      {a && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-status={a.status}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            bordered
            items={facts(a, t)}
            data-testid="collection-detail"
          />
          <DepositsTable deposits={a.deposits} asset={a.asset} />
          <AccountDeposit account={a} testId="collection" />
        </Space>
      )}
    </Drawer>
  );
}
