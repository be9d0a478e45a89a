import type { Lang } from '@mc/contract';
import { LANGS } from '../lib/lang';
import { useSwitchLanguage } from '../lib/useSwitchLanguage';
import { useTranslation } from '../lib/useTranslation';
import './languageToggle.css';

const SHORT: Record<Lang, string> = { cn: '中文', en: 'EN' };

/** A globe of two strokes, drawn here: the payer's pages load no icon set for it. */
function GlobeIcon() {
  return (
    <svg className="mc-lang-toggle-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.3">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M1.5 8h13M8 1.5c-2.2 2.4-2.2 10.6 0 13M8 1.5c2.2 2.4 2.2 10.6 0 13" />
      </g>
    </svg>
  );
}

/**
 * SHELL-26: language switch of the visitor pages (lighter than the header dropdown): plain buttons
 * drawn like the kit's small ones, so the pages that carry no UI kit can show it.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { current, switchTo } = useSwitchLanguage();
  return (
    <fieldset className="mc-lang-toggle" aria-label={t('lang.label')} data-testid="lang-switch">
      <GlobeIcon />
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
