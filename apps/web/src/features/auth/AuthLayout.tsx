import type { ReactNode } from 'react';
import { BrandMark, BrandName } from '../../components/Brand';
import { LanguageToggle } from '../../components/LanguageToggle';
import { useTranslation } from '../../lib/useTranslation';
import './authLayout.css';

const FEATURES = ['brand.featureAssets', 'brand.featureLedger', 'brand.featureSecurity'] as const;

/** Split page for visitors: the brand panel on the left, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mc-auth">
      <aside className="mc-auth-brand">
        <div className="mc-auth-brand-top">
          <BrandMark size={36} />
          <BrandName color="#fff" />
        </div>
        <div className="mc-auth-brand-body">
          <h2 className="mc-auth-tagline">{t('brand.tagline')}</h2>
          <ul className="mc-auth-features">
            {FEATURES.map((key) => (
              <li key={key}>
                <span className="mc-auth-feature-icon" aria-hidden="true" />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
          <div className="mc-auth-assets">
            {['USDC', 'USDT', 'USD'].map((asset) => (
              <span key={asset} className="mc-auth-asset">
                {asset}
              </span>
            ))}
          </div>
        </div>
        <p className="mc-auth-brand-footer">{t('brand.footer')}</p>
      </aside>
      <main className="mc-auth-main">
        <div className="mc-auth-topbar">
          <div className="mc-auth-mobile-brand">
            <BrandMark size={28} />
            <BrandName />
          </div>
          <LanguageToggle />
        </div>
        <div className="mc-auth-form-wrap">{children}</div>
        <footer className="mc-auth-footer">© {new Date().getFullYear()} Merchant Console</footer>
      </main>
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mc-auth-heading">
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
