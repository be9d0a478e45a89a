import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../../components/LongId';
import type { Payout } from '../api';
import { payoutColumn as column } from '../payoutColumns';

/** Columns of the remittance list. */
export function remittanceColumns(t: TFunction): TableColumnsType<Payout> {
  return [
    column.time(t),
    column.asset(t),
    { key: 'network', title: t('payout.col.network'), dataIndex: 'network', width: 90 },
    column.amount(t),
    column.fee(t),
    column.total(t),
    {
      key: 'address',
      title: t('payout.col.address'),
      render: (_, p) => (
        <div className="mc-payout-address-cell">
          {p.payee_name && <Typography.Text strong>{p.payee_name}</Typography.Text>}
          {p.address && <LongId value={p.address} head={6} tail={6} />}
        </div>
      ),
    },
    column.status(t),
    {
      key: 'tx',
      title: t('payout.col.txHash'),
      render: (_, p) => (p.tx_hash ? <LongId value={p.tx_hash} head={6} tail={4} /> : '—'),
    },
  ];
}
