import { UserOutlined, WalletOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint';
import { useTranslation } from '../../../lib/useTranslation';
import { PageLoading } from '../../../shell/PageLoading';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { BalanceCards } from '../../wallet/index';
import { StatusTag } from './MerchantTags';
import { useOverview } from './useOverview';
import './overview.css';

/** Below the first screen: a chunk of its own, loaded once the first screen is painted. */
const OverviewBelow = lazy(() => import('./OverviewBelow'));

/** /index: balances, 30-day volume, status mix, recent activity, to-dos and the merchant's profile. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useMerchantInfo();
  const can = useCan();
  const overview = useOverview();
  // the chart, the status mix, the recent activity, the to-dos and the profile: below the first screen
  const below = useAfterFirstPaint();
  if (!info) return <PageLoading />;

  return (
    <div className="mc-page">
      <Card className="mc-welcome">
        <div className="mc-welcome-row">
          <Space size={16} align="center">
            <Avatar size={56} icon={<UserOutlined />} style={{ background: '#409EFF' }} />
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('overview.greeting', { name: info.merchant_name })}
              </Typography.Title>
              <Space size={8} style={{ marginTop: 6 }} wrap>
                <Typography.Text type="secondary">{t('overview.intro')}</Typography.Text>
                <StatusTag status={info.status} />
              </Space>
            </div>
          </Space>
          <Space wrap>
            <Button icon={<WalletOutlined />} onClick={() => navigate('/wallet')}>
              {t('wallet.title')}
            </Button>
            {can('orders.create') && (
              <Button
                type="primary"
                onClick={() => navigate('/receive/create')}
                data-testid="overview-create"
              >
                {t('receive.create')}
              </Button>
            )}
          </Space>
        </div>
      </Card>
      <section className="mc-overview-section" data-testid="overview-balances">
        <Typography.Title level={5}>{t('dashboard.balances')}</Typography.Title>
        <BalanceCards assets={overview.data?.balances} loading={overview.isLoading} />
      </section>
      <section className="mc-overview-section" data-testid="overview-fiat-balances">
        <Typography.Title level={5}>{t('dashboard.fiatBalances')}</Typography.Title>
        <BalanceCards
          assets={overview.data?.fiat_balances}
          loading={overview.isLoading}
          linkTo={can('fiat.read') ? '/fiat/account' : undefined}
        />
      </section>
      {below && (
        <Suspense fallback={null}>
          <OverviewBelow info={info} overview={overview.data} />
        </Suspense>
      )}
    </div>
  );
}
