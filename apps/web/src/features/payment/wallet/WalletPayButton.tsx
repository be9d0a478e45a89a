import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { payFromWallet, type WalletOutcome } from './payFromWallet';
import { injectedWallet } from './provider';
import { parseTokenTransfer } from './tokenTransfer';

/**
 * "Pay from a browser wallet" where the browser has one (EIP-1193) and the order asks for a token
 * transfer with its amount: the wallet is moved to the order's chain and asked to send the transfer.
 * The page's own polling then shows the payment arriving.
 */
export function WalletPayButton({ request }: { request: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<WalletOutcome | null>(null);
  const wallet = injectedWallet();
  const transfer = parseTokenTransfer(request);
  if (!wallet || !transfer || transfer.amount === null) return null;
  const pay = async () => {
    setBusy(true);
    setOutcome(null);
    setOutcome(await payFromWallet(wallet, transfer));
    setBusy(false);
  };
  return (
    <div className="mc-pay-wallet-pay">
      <button
        type="button"
        className="mc-pay-button mc-pay-button-secondary"
        onClick={pay}
        disabled={busy || outcome?.kind === 'sent'}
        data-testid="pay-wallet-button"
      >
        {busy ? t('pay.walletBusy') : t('pay.walletPay')}
      </button>
      {outcome && (
        <p
          className={`mc-pay-note ${outcome.kind === 'sent' ? '' : 'mc-pay-note-warning'}`}
          role={outcome.kind === 'sent' ? 'status' : 'alert'}
          data-testid="pay-wallet-outcome"
          data-outcome={outcome.kind}
        >
          {outcome.kind === 'sent'
            ? t('pay.walletSent', { hash: `${outcome.txHash.slice(0, 10)}…${outcome.txHash.slice(-6)}` })
            : outcome.kind === 'failed'
              ? t('pay.walletFailed', { message: outcome.message })
              : t(`pay.wallet_${outcome.kind}`, { chainId: transfer.chainId })}
        </p>
      )}
    </div>
  );
}
