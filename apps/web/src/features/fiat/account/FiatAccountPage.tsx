import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { type AssetBalances, BalanceCards } from '../../wallet/index';
import { useFiatBalances, useTopupInstructions } from '../api';
import { fiatPaths } from '../paths';
import { FiatMovements } from './FiatMovements';

const zero = (asset: string, decimals: number): AssetBalances => {
  const none = (0).toFixed(decimals);
  return { asset, decimals, available: none, frozen: none, settlement: none, deposit: none, total: none };
};

/** /fiat/account: a card per enabled fiat currency with its buckets, the latest movements, the actions. */
export default function FiatAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balances = useFiatBalances();
  const instructions = useTopupInstructions();
  const currencies = instructions.data?.currencies ?? [];
  const held = balances.data?.assets ?? [];
  // every enabled currency has its card, and so has any currency the account holds money in
  const codes = [...new Set([...currencies.map((c) => c.currency), ...held.map((a) => a.asset)])];
  const cards = codes.map(
    (code) =>
      held.find((a) => a.asset === code) ??
      zero(code, currencies.find((c) => c.currency === code)?.decimals ?? 2),
  );
  const error = balances.error ?? instructions.error;
  return (
    <PageContainer
      title={t('fiat.account.title')}
      header={
        <Space wrap>
          <Button
            type="primary"
            icon={<ArrowDownOutlined />}
            onClick={() => navigate(fiatPaths.recharge)}
            data-testid="fiat-topup"
          >
            {t('fiat.account.topUp')}
          </Button>
          <Button
            icon={<ArrowUpOutlined />}
            onClick={() => navigate(fiatPaths.withdraw)}
            data-testid="fiat-remit"
          >
            {t('fiat.account.remit')}
          </Button>
          <Button
            icon={<SwapOutlined />}
            onClick={() => navigate(fiatPaths.convert)}
            data-testid="fiat-convert"
          >
            {t('fiat.account.convert')}
          </Button>
        </Space>
      }
    >
      <div data-testid="fiat-account-page">
        <Typography.Paragraph type="secondary">{t('fiat.account.intro')}</Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon title={error.message} />
        ) : (
          <BalanceCards assets={cards} loading={balances.isLoading || instructions.isLoading} />
        )}
        {codes.map((code) => (
          <FiatMovements key={code} currency={code} />
        ))}
      </div>
    </PageContainer>
  );
}
