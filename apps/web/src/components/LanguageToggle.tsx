import type { Lang } from '@mc/contract';
import { useTranslation } from 'react-i18next';
import { LANGS } from '../lib/lang';
import { useSwitchLanguage } from '../lib/useSwitchLanguage';
import { PlainIcon } from './PlainIcon';
import { globeIcon } from './plainIconShapes';
import './languageToggle.css';

const SHORT: Record<Lang, string> = { cn: '中文', en: 'EN' };

/**
 * SHELL-26: language switch of the visitor pages (lighter than the header dropdown): plain buttons
 * drawn like the kit's small ones, so the pages that carry no UI kit can show it.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { current, switchTo } = useSwitchLanguage();
  return (
    <fieldset className="mc-lang-toggle" aria-label={t('lang.label')} data-testid="lang-switch">
      <PlainIcon shape={globeIcon} className="mc-lang-toggle-icon" />
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          className={lang === current ? 'mc-lang-option is-current' : 'mc-lang-option'}
          aria-pressed={lang === current}
          aria-label={t(`lang.${lang}`)}
          onClick={() => void switchTo(lang)}
          data-testid={`lang-${lang}`}
        >
          {SHORT[lang]}
        </button>
      ))}
    </fieldset>
  );
}
