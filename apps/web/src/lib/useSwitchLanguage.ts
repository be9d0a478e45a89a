import type { Lang } from '@mc/contract';
import { i18n, setLanguage } from './i18n';
import { normalizeLang } from './lang';
import { useToast } from './notify';
import { useTranslation } from './useTranslation';

/** SHELL-26: switch language, then confirm with a 2 s toast in the new language. */
export function useSwitchLanguage(): { current: Lang; switchTo: (lang: Lang) => Promise<void> } {
  const { i18n: instance } = useTranslation();
  const message = useToast();
  const current = normalizeLang(instance.language);
  const switchTo = async (lang: Lang) => {
    if (lang === current) return;
    await setLanguage(lang);
    message.success(i18n.t('lang.switched'), 2);
  };
  return { current, switchTo };
}
