import { ExperimentOutlined } from '@ant-design/icons';
import type { PublicOrder } from '@mc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/apiError';
import { notify } from '../../lib/notify';
import { isPositive } from '../receive/amounts';
import { payWithFaucet, useDevFaucet } from './devFaucet';

/** Development only: pays what is still due from the simulated chain's faucet. */
export default function FaucetButton({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const available = useDevFaucet();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!available || !isPositive(order.due_amount)) return null;

  const pay = async () => {
    setBusy(true);
    try {
      await payWithFaucet(order);
      notify.success(t('pay.faucetSent'));
      await queryClient.invalidateQueries({ queryKey: ['public-order', order.id] });
    } catch (error) {
      if (!isApiError(error) || !error.handled)
        notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mc-pay-dev">
      <Tag color="purple">{t('pay.devOnly')}</Tag>
      <Button
        icon={<ExperimentOutlined />}
        block
        loading={busy}
        onClick={() => void pay()}
        data-testid="pay-faucet"
      >
        {t('pay.faucet')}
      </Button>
    </div>
  );
}
