import { QRCodeSVG } from '@rc-component/qrcode';
import { useTranslation } from 'react-i18next';
import { CopyAddress } from './CopyAddress';

/**
 * Where the payer sends the money: a QR code, the address as text and the button that copies it.
 * Where the network has a wallet request (EIP-681: token, chain, amount), the QR holds it and a link
 * opens it in a wallet app; otherwise the QR holds the bare address.
 */
export function DepositAddress({ address, request }: { address: string; request: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mc-pay-qr" data-testid="pay-qr" data-value={request ?? address}>
        <QRCodeSVG
          value={request ?? address}
          size={184}
          level="M"
          role="img"
          aria-label={request ? t('pay.qrRequest') : t('pay.address')}
        />
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
