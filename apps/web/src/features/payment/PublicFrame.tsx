import type { ReactNode } from 'react';
import { BrandMark, BrandName } from '../../components/Brand';
import { LanguageToggle } from '../../components/LanguageToggle';
import { useTranslation } from '../../lib/useTranslation';
import './payment.css';

/**
 * The frame of a page a payer opens without a login (no shell): the brand and the language above,
 * the page's card in the middle, the "secure payment" line below.
 */
export function PublicFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mc-pay" data-testid={testId}>
      <header className="mc-pay-top">
        <div className="mc-pay-brand">
          <BrandMark size={28} />
          <BrandName />
        </div>
        <LanguageToggle />
      </header>
      <main className="mc-pay-main">{children}</main>
      <footer className="mc-pay-footer">{t('pay.secure')}</footer>
    </div>
  );
}
