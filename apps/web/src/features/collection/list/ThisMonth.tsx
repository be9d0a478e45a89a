import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { CollectionAccount } from '@mc/contract';
import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/index';

/** This month's transfers of an account: what arrived and how many; more than one is flagged. */
export function ThisMonth({ account }: { account: Pick<CollectionAccount, 'this_month' | 'asset'> }) {
  const { t } = useTranslation();
  const { deposits, amount } = account.this_month;
  if (deposits === 0)
    return (
      <Typography.Text type="secondary" data-testid="collection-month" data-deposits={0}>
        {t('collection.month.none')}
      </Typography.Text>
    );
  return (
    <Space size={6} data-testid="collection-month" data-deposits={deposits}>
      <AssetAmount value={amount} asset={account.asset} />
      {deposits > 1 ? (
        <Tooltip title={t('collection.month.repeat', { count: deposits })}>
          <Typography.Text type="danger" data-testid="collection-month-repeat">
            <ExclamationCircleOutlined /> {t('collection.month.count', { count: deposits })}
          </Typography.Text>
        </Tooltip>
      ) : null}
    </Space>
  );
}
