import type { CollectionDeposit } from '@mc/contract';
import { Card, Space, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { LongId } from '../../../components/LongId';
import { ListTable } from '../../../components/list/ListTable';
import { useCanOpen } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount, formatTime, ReceiptStatusTag, receiptOrderPath } from '../../receive/index';

/** An account's transfers, newest first: each the receipt order it became, with its status and link. */
export function DepositsTable(p: { deposits: CollectionDeposit[]; asset: string }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const columns: TableColumnsType<CollectionDeposit> = [
    {
      key: 'order',
      title: t('collection.detail.order'),
      render: (_, d) =>
        canOpen(receiptOrderPath(d.order_id)) ? (
          <Link to={receiptOrderPath(d.order_id)} data-testid="collection-deposit-order">
            {d.merchant_order_no}
          </Link>
        ) : (
          d.merchant_order_no
        ),
    },
    {
      key: 'amount',
      title: t('collection.detail.amount'),
      align: 'right',
      render: (_, d) => <AssetAmount value={d.amount} asset={p.asset} />,
    },
    {
      key: 'status',
      title: t('collection.detail.status'),
      render: (_, d) => (
        <Space size={4} wrap>
          <ReceiptStatusTag status={d.status} />
          {d.status === 'confirming' && (
            <Typography.Text type="secondary">
              {Math.min(d.confirmations, d.confirmations_required)}/{d.confirmations_required}
            </Typography.Text>
          )}
          {d.exception_reason && (
            <Typography.Text type="danger" data-testid="collection-deposit-reason">
              {t(`exceptionReason.${d.exception_reason}`)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'tx',
      title: t('collection.detail.tx'),
      render: (_, d) => <LongId value={d.tx_hash} head={10} tail={8} />,
    },
    { key: 'month', title: t('collection.detail.month'), dataIndex: 'month' },
    { key: 'seen', title: t('collection.detail.seen'), render: (_, d) => formatTime(d.seen_at) },
  ];
  return (
    <Card size="small" title={t('collection.detail.deposits')}>
      <Typography.Paragraph type="secondary">{t('collection.detail.depositsHint')}</Typography.Paragraph>
      <ListTable<CollectionDeposit>
        rowKey="order_id"
        size="small"
        columns={columns}
        rows={p.deposits}
        scrollX="max-content"
        emptyText={t('collection.detail.noDeposits')}
        testId="collection-deposits"
        rowTestId="collection-deposit"
      />
    </Card>
  );
}
