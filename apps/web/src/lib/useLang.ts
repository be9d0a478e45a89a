import type { Lang } from '@mc/contract';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from './lang';

/** The current UI language as the contract names it (re-renders on switch). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return normalizeLang(i18n.language);
}
