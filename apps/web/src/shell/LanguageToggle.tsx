import { GlobalOutlined } from '@ant-design/icons';
import type { Lang } from '@mc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS } from '../lib/lang';
import { useSwitchLanguage } from './useSwitchLanguage';
import './languageToggle.css';

const SHORT: Record<Lang, string> = { cn: '中文', en: 'EN' };

/** SHELL-26: language switch of the visitor pages (lighter than the header dropdown). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { current, switchTo } = useSwitchLanguage();
  return (
    <fieldset className="mc-lang-toggle" aria-label={t('lang.label')} data-testid="lang-switch">
      <GlobalOutlined className="mc-lang-toggle-icon" aria-hidden />
      {LANGS.map((lang) => (
        <Button
          key={lang}
          size="small"
          autoInsertSpace={false}
          type={lang === current ? 'primary' : 'text'}
          ghost={lang === current}
          aria-pressed={lang === current}
          aria-label={t(`lang.${lang}`)}
          onClick={() => void switchTo(lang)}
          data-testid={`lang-${lang}`}
        >
          {SHORT[lang]}
        </Button>
      ))}
    </fieldset>
  );
}
