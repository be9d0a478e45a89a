import type { Lang } from '@mc/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from '../locales/cn';
import { en } from '../locales/en';
import { htmlLang, normalizeLang, readSavedLang, saveLang } from './lang';

const DAYJS_LOCALE: Record<Lang, string> = { cn: 'zh-cn', en: 'en' };

function applyDocumentLang(lang: Lang): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

const initial = readSavedLang();

void i18n.use(initReactI18next).init({
  resources: { cn: { translation: cn }, en: { translation: en } },
  lng: initial,
  fallbackLng: 'cn',
  supportedLngs: ['cn', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});
applyDocumentLang(initial);

/** The language the UI shows now. */
export function currentLang(): Lang {
  return normalizeLang(i18n.language);
}

/** SHELL-26: switch the UI language, save it in the cookie and localStorage, set `<html lang>`. */
export async function setLanguage(lang: Lang): Promise<void> {
  saveLang(lang);
  applyDocumentLang(lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
