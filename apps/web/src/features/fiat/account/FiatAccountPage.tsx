import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { BalanceCards } from '../../wallet/index';
import { useFiatBalances } from '../api';
import { fiatPaths } from '../paths';
import { FiatMovements } from './FiatMovements';

/** /fiat/account: a card per enabled fiat currency with its buckets, the latest movements, the actions. */
export default function FiatAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const balances = useFiatBalances();
  // the server answers every enabled currency and any other the account holds money in
  const cards = balances.data?.assets;
  const codes = (cards ?? []).map((a) => a.asset);
  const error = balances.error;
  return (
    <PageContainer
      title={t('fiat.account.title')}
      header={
        <Space wrap>
          {can('fiat.topup') && (
            <Button
              type="primary"
              icon={<ArrowDownOutlined />}
              onClick={() => navigate(fiatPaths.recharge)}
              data-testid="fiat-topup"
            >
              {t('fiat.account.topUp')}
            </Button>
          )}
          {can('payouts.create') && (
            <Button
              icon={<ArrowUpOutlined />}
              onClick={() => navigate(fiatPaths.withdraw)}
              data-testid="fiat-remit"
            >
              {t('fiat.account.remit')}
            </Button>
          )}
          {can('conversions.create') && (
            <Button
              icon={<SwapOutlined />}
              onClick={() => navigate(fiatPaths.convert)}
              data-testid="fiat-convert"
            >
              {t('fiat.account.convert')}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="fiat-account-page">
        <Typography.Paragraph type="secondary">{t('fiat.account.intro')}</Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon title={error.message} />
        ) : (
          <BalanceCards assets={cards} loading={balances.isLoading} />
        )}
        {/* the movements are rows of the transaction history */}
        {can('history.read') && codes.map((code) => <FiatMovements key={code} currency={code} />)}
      </div>
    </PageContainer>
  );
}
