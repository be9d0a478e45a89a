import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/http/apiError';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/useTranslation';
import { isPositive } from '../receive/amounts';
import type { FaucetTransfer } from './devFaucet';
import './faucet.css';

export interface FaucetButtonProps {
  /** What the faucet sends, and where. */
  transfer: FaucetTransfer;
  /** The query that shows the transfer: fetched again once it is sent. */
  refresh: QueryKey;
}

/**
 * Development only (shown where the server has a faucet): sends a transfer from the simulated chain's
 * faucet (what an order still needs). The contract's route is loaded with the click.
 */
export default function FaucetButton({ transfer, refresh }: FaucetButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!isPositive(transfer.amount)) return null;

  const pay = async () => {
    setBusy(true);
    try {
      const { payWithFaucet } = await import('./devFaucet');
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
      <span className="mc-pay-dev-tag">{t('pay.devOnly')}</span>
      <button
        type="button"
        className="mc-pay-button mc-pay-button-secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void pay()}
        data-testid="pay-faucet"
      >
        {busy && <span className="mc-pay-spinner" aria-hidden="true" />} {t('pay.faucet')}
      </button>
    </div>
  );
}
