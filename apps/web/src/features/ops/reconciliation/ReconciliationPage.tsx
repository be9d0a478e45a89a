import { Alert, Typography } from 'antd';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { formatTime } from '../../receive/time';
import { RefreshButton } from '../components/RefreshButton';
import { type ReconciliationLine, useReconciliation } from './api';
import { reconciliationColumns } from './reconciliationColumns';

/**
 * /ops/reconciliation: per network and asset, what the chain holds against what the ledger says the
 * platform holds, the difference explained item by item and what is left unexplained (0 when they agree).
 */
export default function ReconciliationPage() {
  const { t } = useTranslation();
  const { list, at, ok } = useReconciliation();
  return (
    <ListPage<ReconciliationLine>
      frame="card"
      above={
        <>
          <Typography.Paragraph type="secondary">{t('ops.reconciliation.intro')}</Typography.Paragraph>
          <div className="mc-ops-networks-head">
            {at && (
              <Typography.Text type="secondary" className="mc-ops-small" data-testid="ops-reconciliation-at">
                {t('ops.reconciliation.at', { time: formatTime(at) })}
              </Typography.Text>
            )}
            <RefreshButton list={list} testId="ops-reconciliation-refresh" />
          </div>
          {ok === false && (
            <Alert
              type="error"
              showIcon
              title={t('ops.reconciliation.notReconciled')}
              data-testid="ops-reconciliation-alert"
            />
          )}
          {list.error && <Alert type="error" showIcon title={list.error.message} />}
        </>
      }
      list={list}
      columns={reconciliationColumns(t)}
      rowKey="id"
      rowTestId="ops-reconciliation"
      scrollX={1160}
      emptyText={t('ops.reconciliation.empty')}
      footer="more"
      testId="ops-reconciliation-table"
    />
  );
}
