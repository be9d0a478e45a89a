import type { PublicCollectionAccount } from '@mc/contract';
import { useTranslation } from '../../../lib/useTranslation';
import { DepositAddress, DevFaucet } from '../../payment/index';
import { MonthPayments } from './MonthPayments';
import { publicAccountKey } from './usePublicAccount';

/** What the dev faucet sends to a collection address (there is no amount due to pay). */
export const DEV_FAUCET_AMOUNT = '25';

/** What the payer needs: whom they pay, asset and network, the address (QR, copy), the monthly rule, this month's transfers. */
export function TransferPanel({ account }: { account: PublicCollectionAccount }) {
  const { t } = useTranslation();
  const vars = { asset: account.asset, network: account.network };
  return (
    <section className="mc-pay-card" data-testid="batch-panel" data-status={account.status}>
      <div className="mc-pay-merchant">
        <span className="mc-pay-label">{t('batchPay.merchant')}</span>
        <h1 className="mc-pay-merchant-name" data-testid="batch-merchant">
          {account.merchant_name}
        </h1>
        <div className="mc-batch-tags">
          <span className="mc-pay-tag" data-testid="batch-asset" title={t('batchPay.asset')}>
            {account.asset}
          </span>
          <span className="mc-pay-tag" data-testid="batch-network" title={t('batchPay.network')}>
            {account.network}
          </span>
        </div>
      </div>
      <div className="mc-pay-note" data-testid="batch-rule" data-timezone={account.timezone}>
        <strong>{t('batchPay.ruleTitle')}</strong>
        <p>{t('batchPay.ruleDesc', { timezone: account.timezone })}</p>
      </div>
      <DepositAddress address={account.address} request={account.payment_uri} />
      <p className="mc-pay-note mc-pay-warning">{t('batchPay.warning', vars)}</p>
      <MonthPayments account={account} />
      <DevFaucet
        transfer={{ ...vars, to: account.address, amount: DEV_FAUCET_AMOUNT }}
        refresh={publicAccountKey(account.id)}
      />
    </section>
  );
}
