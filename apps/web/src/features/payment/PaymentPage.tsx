import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryClient } from '../../lib/queryClient';
import { BrandMark, BrandName } from '../../shell/Brand';
import { LanguageToggle } from '../../shell/LanguageToggle';
import { PaymentContent } from './PaymentContent';
import './payment.css';

/** /payment?order=<id>: the public page a payer opens from the merchant's payment link (no login). */
export default function PaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('order')?.trim() ?? '';
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mc-pay" data-testid="payment-page">
        <header className="mc-pay-top">
          <div className="mc-pay-brand">
            <BrandMark size={28} />
            <BrandName />
          </div>
          <LanguageToggle />
        </header>
        <main className="mc-pay-main">
          <PaymentContent id={id} />
        </main>
        <footer className="mc-pay-footer">{t('pay.secure')}</footer>
      </div>
    </QueryClientProvider>
  );
}
