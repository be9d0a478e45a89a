import { ReloadOutlined } from '@ant-design/icons';
import { Button, Grid, Typography } from 'antd';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { formatTime } from '../../receive/time';
import { type ChainNetworkStatus, useNetworks } from './api';
import { networkColumns } from './networkColumns';
import './networks.css';

/** /ops/networks: each chain network's node, the deposit watcher's lag and what waits on it; asked again every 10 s. */
export default function NetworksPage() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md === true;
  const { list, checkedAt } = useNetworks();
  return (
    <ListPage<ChainNetworkStatus>
      frame="card"
      above={
        <div className="mc-ops-networks-head">
          <Typography.Text type="secondary">{t('ops.networks.intro')}</Typography.Text>
          <div className="mc-ops-networks-check">
            {checkedAt && (
              <Typography.Text type="secondary" className="mc-ops-small" data-testid="ops-networks-checked">
                {t('ops.networks.checkedAt', { time: formatTime(checkedAt) })}
              </Typography.Text>
            )}
            <Button
              icon={<ReloadOutlined />}
              loading={list.isRefreshing}
              onClick={list.refresh}
              data-testid="ops-networks-refresh"
            >
              {t('ops.common.refresh')}
            </Button>
          </div>
        </div>
      }
      list={list}
      columns={networkColumns(t, wide)}
      rowKey="code"
      rowTestId="ops-network"
      scrollX={wide ? 1660 : 1520}
      emptyText={t('ops.networks.empty')}
      footer="more"
      testId="ops-networks-table"
    />
  );
}
