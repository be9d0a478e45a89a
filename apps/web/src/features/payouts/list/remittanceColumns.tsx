import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { CopyableAddress } from '../../../components/CopyableAddress';
import { AssetAmount } from '../../receive/AssetAmount';
import { formatTime } from '../../receive/time';
import type { Payout } from '../api';
import { PayoutStatusTag } from '../PayoutStatusTag';

/** Columns of the remittance list. */
export function remittanceColumns(t: TFunction): TableColumnsType<Payout> {
  return [
    { key: 'time', title: t('payout.col.time'), width: 170, render: (_, p) => formatTime(p.created_at) },
    { key: 'asset', title: t('payout.col.asset'), dataIndex: 'asset', width: 80 },
    { key: 'network', title: t('payout.col.network'), dataIndex: 'network', width: 90 },
    {
      key: 'amount',
      title: t('payout.col.amount'),
      align: 'right',
      render: (_, p) => <AssetAmount value={p.amount} />,
    },
    {
      key: 'fee',
      title: t('payout.col.fee'),
      align: 'right',
      render: (_, p) => <AssetAmount value={p.fee} />,
    },
    {
      key: 'total',
      title: t('payout.col.total'),
      align: 'right',
      render: (_, p) => <AssetAmount value={p.total} />,
    },
    {
      key: 'address',
      title: t('payout.col.address'),
      render: (_, p) => (
        <div className="mc-payout-address-cell">
          {p.payee_name && <Typography.Text strong>{p.payee_name}</Typography.Text>}
          {p.address && <CopyableAddress value={p.address} head={6} tail={6} />}
        </div>
      ),
    },
    {
      key: 'status',
      title: t('payout.col.status'),
      width: 130,
      render: (_, p) => <PayoutStatusTag status={p.status} />,
    },
    {
      key: 'tx',
      title: t('payout.col.txHash'),
      render: (_, p) => (p.tx_hash ? <CopyableAddress value={p.tx_hash} head={6} tail={4} /> : '—'),
    },
  ];
}
