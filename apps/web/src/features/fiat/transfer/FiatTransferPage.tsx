import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { fiatPaths } from '../paths';
import { RemitPanel } from '../remit/RemitPanel';
import { TopupPanel } from '../topup/TopupPanel';

type Tab = 'recharge' | 'withdraw';

/**
 * /fiat/recharge and /fiat/withdraw: one page, the top-up tab (fiat.topup) or the remit tab
 * (payouts.create); a tab is its address, shown to a role that may open it.
 */
export default function FiatTransferPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const active: Tab = useLocation().pathname.startsWith(fiatPaths.withdraw) ? 'withdraw' : 'recharge';
  return (
    <PageContainer title={t(`route.fiat.${active}`)}>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(fiatPaths[key as Tab])}
        data-testid="fiat-transfer-tabs"
        items={[
          ...(can('fiat.topup')
            ? [
                {
                  key: 'recharge',
                  label: t('fiat.tabs.recharge'),
                  children: active === 'recharge' && <TopupPanel />,
                },
              ]
            : []),
          ...(can('payouts.create')
            ? [
                {
                  key: 'withdraw',
                  label: t('fiat.tabs.withdraw'),
                  children: active === 'withdraw' && <RemitPanel />,
                },
              ]
            : []),
        ]}
      />
    </PageContainer>
  );
}
