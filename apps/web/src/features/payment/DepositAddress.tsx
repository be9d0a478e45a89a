import { QRCodeSVG } from '@rc-component/qrcode';
import { useTranslation } from 'react-i18next';
import { CopyAddress } from './CopyAddress';

/** Where the payer sends the money: the address as a QR code and as text, and the button that copies it. */
export function DepositAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mc-pay-qr" data-testid="pay-qr">
        <QRCodeSVG value={address} size={184} level="M" role="img" aria-label={t('pay.address')} />
      </div>
      <span className="mc-pay-label">{t('pay.address')}</span>
      <div className="mc-pay-address" data-testid="pay-address">
        {address}
      </div>
      <CopyAddress text={address} />
    </>
  );
}
