import type { Lang } from '@mc/contract';
import { normalizeLang } from './lang';
import { useTranslation } from './useTranslation';

/** The current UI language as the contract names it (re-renders on switch). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return normalizeLang(i18n.language);
}
