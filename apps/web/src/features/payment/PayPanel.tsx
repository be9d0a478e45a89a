import type { PublicOrder } from '@mc/contract';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { useTranslation } from '../../lib/useTranslation';
import { displayAmount } from '../receive/amounts';
import { formatCountdown } from './countdown';
import { DepositAddress } from './DepositAddress';
import { DevFaucet } from './DevFaucet';
import { PayStatus } from './PayStatus';
import { useRemaining } from './usePublicOrder';
import { injectedWallet } from './wallet/provider';

/** Paying from a browser wallet: its code loads only where the browser has a wallet and the network a request. */
const WalletPayButton = lazy(() =>
  import('./wallet/WalletPayButton').then((m) => ({ default: m.WalletPayButton })),
);

/**
 * Paying from a browser wallet, offered once the page runs in a browser that has one: after the
 * hydration, which only this re-renders (not the whole panel).
 */
function BrowserWalletPay({ request }: { request: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !injectedWallet()) return null;
  return (
    <Suspense fallback={null}>
      <WalletPayButton request={request} />
    </Suspense>
  );
}

/** What the payer needs to pay: amount, network, address (QR + copy), time left and live status. */
export function PayPanel({ order, offsetMs }: { order: PublicOrder; offsetMs: number }) {
  const { t } = useTranslation();
  const remaining = useRemaining(order.expires_at, offsetMs, order.server_time);
  const vars = { asset: order.asset, network: order.network };
  return (
    <section className="mc-pay-card" data-testid="pay-panel" data-status={order.status}>
      <div className="mc-pay-merchant">
        <span className="mc-pay-label">{t('pay.merchant')}</span>
        <h1 className="mc-pay-merchant-name" data-testid="pay-merchant">
          {order.merchant_name}
        </h1>
        <span className="mc-pay-label mc-pay-no">
          {t('pay.orderNo')} <span data-testid="pay-order-no">{order.merchant_order_no}</span>
        </span>
        {order.description && (
          <p className="mc-pay-desc" data-testid="pay-description">
            {order.description}
          </p>
        )}
      </div>

      <div className="mc-pay-amount-block">
        <span className="mc-pay-label">{t('pay.amount')}</span>
        <div className="mc-pay-amount" data-testid="pay-amount" data-value={order.due_amount}>
          {displayAmount(order.due_amount)} <span className="mc-pay-asset">{order.asset}</span>
        </div>
        <span className="mc-pay-tag" data-testid="pay-network">
          {order.network}
        </span>
      </div>

      {order.status === 'partially_paid' && (
        <div className="mc-pay-note mc-pay-note-warning" role="alert" data-testid="pay-partial">
          <strong>{t('pay.partialTitle')}</strong>
          <p>
            {t('pay.partialDesc', {
              received: displayAmount(order.received_amount),
              due: displayAmount(order.due_amount),
              asset: order.asset,
            })}
          </p>
        </div>
      )}

      <div className="mc-pay-countdown" data-testid="pay-countdown" data-ms={remaining}>
        <span>{t('pay.expiresIn')}</span>
        <strong className={remaining < 60_000 ? 'mc-pay-countdown-low' : undefined}>
          {formatCountdown(remaining)}
        </strong>
      </div>

      <DepositAddress address={order.deposit_address} request={order.payment_uri} />
      {order.payment_uri && <BrowserWalletPay request={order.payment_uri} />}
      <p className="mc-pay-note mc-pay-warning">{t('pay.warning', vars)}</p>

      <PayStatus order={order} />
      {order.status !== 'confirming' && remaining > 0 && (
        <DevFaucet
          transfer={{
            network: order.network,
            asset: order.asset,
            to: order.deposit_address,
            amount: order.due_amount,
          }}
          refresh={['public-order', order.id]}
        />
      )}
    </section>
  );
}
