import { ExperimentOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/apiError';
import { notify } from '../../lib/notify';
import { isPositive } from '../receive/amounts';
import { type FaucetTransfer, payWithFaucet, useDevFaucet } from './devFaucet';

export interface FaucetButtonProps {
  /** What the faucet sends, and where. */
  transfer: FaucetTransfer;
  /** The query that shows the transfer: fetched again once it is sent. */
  refresh: QueryKey;
}

/** Development only: sends a transfer from the simulated chain's faucet (what an order still needs). */
export default function FaucetButton({ transfer, refresh }: FaucetButtonProps) {
  const { t } = useTranslation();
  const available = useDevFaucet();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!available || !isPositive(transfer.amount)) return null;

  const pay = async () => {
    setBusy(true);
    try {
      await payWithFaucet(transfer);
      notify.success(t('pay.faucetSent'));
      await queryClient.invalidateQueries({ queryKey: refresh });
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
