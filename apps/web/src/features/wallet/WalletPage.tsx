import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { coreApi as api } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { call } from '../../lib/http/client';
import { useCan } from '../../lib/permissions';
import { useTranslation } from '../../lib/useTranslation';
import { BalanceCards } from './BalanceCards';

/** /wallet: the crypto wallet, every asset with every bucket and the total. */
export default function WalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const balances = useQuery({
    queryKey: ['wallet', 'balances'],
    queryFn: () => call(api.balances),
    staleTime: 0,
  });
  return (
    <PageContainer
      title={t('wallet.title')}
      header={
        <Space wrap>
          {can('orders.read') && (
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/receive/account')}>
              {t('route.crypto.receive')}
            </Button>
          )}
          {can('orders.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/receive/create')}>
              {t('receive.create')}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="wallet-page">
        <Typography.Paragraph type="secondary">{t('wallet.intro')}</Typography.Paragraph>
        {balances.error ? (
          <Alert type="error" showIcon title={balances.error.message} />
        ) : (
          <BalanceCards assets={balances.data?.assets} loading={balances.isLoading} />
        )}
      </div>
    </PageContainer>
  );
}
