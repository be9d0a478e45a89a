import { useTranslation } from '../../lib/useTranslation';
import { CopyAddress } from './CopyAddress';
import { qrDrawing } from './qrDrawing';

const QR_PX = 184;

/**
 * Where the payer sends the money: a QR code, the address as text and the button that copies it.
 * Where the network has a wallet request (EIP-681: token, chain, amount), the QR holds it and a link
 * opens it in a wallet app; otherwise the QR holds the bare address.
 */
export function DepositAddress({ address, request }: { address: string; request: string | null }) {
  const { t } = useTranslation();
  const value = request ?? address;
  const { modules, path } = qrDrawing(value);
  return (
    <>
      <div className="mc-pay-qr" data-testid="pay-qr" data-value={value}>
        <svg
          height={QR_PX}
          width={QR_PX}
          viewBox={`0 0 ${modules} ${modules}`}
          role="img"
          aria-label={request ? t('pay.qrRequest') : t('pay.address')}
        >
          <path fill="#FFFFFF" d={`M0,0 h${modules}v${modules}H0z`} shapeRendering="crispEdges" />
          <path fill="#000000" d={path} shapeRendering="crispEdges" />
        </svg>
      </div>
      {request && (
        <p className="mc-pay-wallet" data-testid="pay-wallet-request">
          {t('pay.walletRequest')}{' '}
          <a href={request} data-testid="pay-open-wallet">
            {t('pay.openWallet')}
          </a>
        </p>
      )}
      <span className="mc-pay-label">{t('pay.address')}</span>
      <div className="mc-pay-address" data-testid="pay-address">
        {address}
      </div>
      <CopyAddress text={address} />
    </>
  );
}
