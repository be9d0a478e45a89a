import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { AssetAmount } from '../../receive/index';
import type { CollectionAccount } from '../api';
import { CollectionStatusTag } from '../CollectionStatusTag';
import { AddressCell } from './AddressCell';
import { ThisMonth } from './ThisMonth';

/** Columns of the collection-account list. */
export function collectionColumns(t: TFunction): TableColumnsType<CollectionAccount> {
  return [
    {
      key: 'customer',
      title: t('collection.col.customer'),
      render: (_, a) => (
        <div className="mc-collection-customer">
          <Typography.Text strong data-testid="collection-name">
            {a.customer_name}
          </Typography.Text>
          <code className="mc-collection-ref" data-testid="collection-ref">
            {a.customer_ref}
          </code>
          <Typography.Text type="secondary">{a.email}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'asset',
      title: t('collection.col.asset'),
      render: (_, a) => `${a.asset} · ${a.network}`,
    },
    {
      key: 'address',
      title: t('collection.col.address'),
      render: (_, a) => <AddressCell address={a.address} />,
    },
    {
      key: 'month',
      title: t('collection.col.thisMonth'),
      render: (_, a) => <ThisMonth account={a} />,
    },
    {
      key: 'total',
      title: t('collection.col.total'),
      align: 'right',
      render: (_, a) => (
        <span data-testid="collection-total">
          <AssetAmount value={a.total_received} asset={a.asset} />
        </span>
      ),
    },
    {
      key: 'status',
      title: t('collection.col.status'),
      render: (_, a) => <CollectionStatusTag status={a.status} />,
    },
  ];
}
