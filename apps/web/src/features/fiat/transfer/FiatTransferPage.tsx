import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { fiatPaths } from '../paths';
import { RemitPanel } from '../remit/RemitPanel';
import { TopupPanel } from '../topup/TopupPanel';

type Tab = 'recharge' | 'withdraw';

/** /fiat/recharge and /fiat/withdraw: one page, the top-up tab or the remit tab; a tab is its address. */
export default function FiatTransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active: Tab = useLocation().pathname.startsWith(fiatPaths.withdraw) ? 'withdraw' : 'recharge';
  return (
    <PageContainer title={t('route.fiat.root')}>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(fiatPaths[key as Tab])}
        data-testid="fiat-transfer-tabs"
        items={[
          {
            key: 'recharge',
            label: t('fiat.tabs.recharge'),
            children: active === 'recharge' && <TopupPanel />,
          },
          {
            key: 'withdraw',
            label: t('fiat.tabs.withdraw'),
            children: active === 'withdraw' && <RemitPanel />,
          },
        ]}
      />
    </PageContainer>
  );
}
