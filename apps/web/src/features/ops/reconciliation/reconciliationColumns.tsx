import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { displayAmount } from '../../receive/amounts';
import type { ReconciliationLine as ReconciliationRow } from './api';

const key = (r: ReconciliationRow) => `${r.network}-${r.asset}`;
const amount = (v: string | null) =>
  v === null ? <Typography.Text type="secondary">—</Typography.Text> : displayAmount(v);

/** The columns of /ops/reconciliation: chain, ledger, difference, what explains it, what is left. */
export function reconciliationColumns(t: TFunction): TableColumnsType<ReconciliationRow> {
  return [
    { key: 'network', title: t('ops.reconciliation.network'), dataIndex: 'network', width: 100 },
    { key: 'asset', title: t('ops.reconciliation.asset'), dataIndex: 'asset', width: 90 },
    {
      key: 'on_chain',
      title: t('ops.reconciliation.onChain'),
      width: 200,
      render: (_, r) => (
        <div className="mc-ops-two-lines">
          <span data-testid={`ops-reconciliation-chain-${key(r)}`}>{amount(r.on_chain)}</span>
          <Typography.Text type="secondary" className="mc-ops-small">
            {t('ops.reconciliation.split', {
              wallets: r.wallets ?? '—',
              deposits: r.deposit_addresses ?? '—',
              count: r.addresses,
            })}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'ledger',
      title: t('ops.reconciliation.ledger'),
      width: 140,
      render: (_, r) => <span data-testid={`ops-reconciliation-ledger-${key(r)}`}>{amount(r.ledger)}</span>,
    },
    {
      key: 'difference',
      title: t('ops.reconciliation.difference'),
      width: 140,
      render: (_, r) => amount(r.difference),
    },
    {
      key: 'explained',
      title: t('ops.reconciliation.explained'),
      width: 300,
      render: (_, r) => {
        const items = r.explained.filter((e) => e.count > 0);
        if (!items.length)
          return <Typography.Text type="secondary">{t('ops.reconciliation.nothing')}</Typography.Text>;
        return (
          <div className="mc-ops-two-lines">
            {items.map((e) => (
              <span key={e.item} data-testid={`ops-reconciliation-item-${key(r)}-${e.item}`}>
                {t(`ops.reconciliation.item.${e.item}`, { count: e.count })}: {displayAmount(e.amount)}
              </span>
            ))}
          </div>
        );
      },
    },
    {
      key: 'unexplained',
      title: t('ops.reconciliation.unexplained'),
      width: 200,
      render: (_, r) => (
        <div
          className="mc-ops-two-lines"
          data-testid={`ops-reconciliation-unexplained-${key(r)}`}
          data-ok={r.ok}
        >
          <span>
            <Tag color={r.ok ? 'success' : 'error'}>
              {r.ok ? t('ops.reconciliation.agrees') : t('ops.reconciliation.check')}
            </Tag>
            {amount(r.unexplained)}
          </span>
          {r.error && (
            <Typography.Text type="danger" className="mc-ops-small">
              {t('ops.reconciliation.noAnswer', { error: r.error })}
            </Typography.Text>
          )}
        </div>
      ),
    },
  ];
}
