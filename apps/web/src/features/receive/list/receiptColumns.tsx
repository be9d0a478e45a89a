import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { AssetAmount } from '../AssetAmount';
import type { ReceiptOrder } from '../api';
import { ReceiptStatusTag } from '../StatusTag';
import { formatTime } from '../time';

/** Columns of the receipt-order list. */
export function receiptColumns(t: TFunction): TableColumnsType<ReceiptOrder> {
  return [
    {
      key: 'no',
      title: t('receive.col.orderNo'),
      render: (_, o) => (
        <span className="mc-receive-no" data-testid="receipt-row-no">
          {o.merchant_order_no}
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('receive.col.amount'),
      align: 'right',
      render: (_, o) => <AssetAmount value={o.amount} asset={o.asset} />,
    },
    { key: 'network', title: t('receive.col.network'), dataIndex: 'network' },
    {
      key: 'received',
      title: t('receive.col.received'),
      align: 'right',
      render: (_, o) => <AssetAmount value={o.received_amount} />,
    },
    {
      key: 'status',
      title: t('receive.col.status'),
      render: (_, o) => <ReceiptStatusTag status={o.status} />,
    },
    { key: 'created', title: t('receive.col.created'), render: (_, o) => formatTime(o.created_at) },
    { key: 'expires', title: t('receive.col.expires'), render: (_, o) => formatTime(o.expires_at) },
  ];
}
