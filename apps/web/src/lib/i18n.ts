import type { Lang } from '@mc/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cn } from '../locales/cn';
import { htmlLang, normalizeLang, readSavedLang, saveLang } from './lang';

const DAYJS_LOCALE: Record<Lang, string> = { cn: 'zh-cn', en: 'en' };

function applyDocumentLang(lang: Lang): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

const initial = readSavedLang();

// Chinese is the default and ships with the first load; English comes when it is asked for.
void i18n.use(initReactI18next).init({
  resources: { cn: { translation: cn }, en: { translation: {} } },
  lng: initial,
  fallbackLng: 'cn',
  supportedLngs: ['cn', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false, bindI18nStore: 'added' },
});
applyDocumentLang(initial);

let english: Promise<void> | undefined;
/** Adds the English texts of the core (areas add theirs when their pages load). */
function loadEnglish(): Promise<void> {
  english ??= import('../locales/en').then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
  });
  return english;
}

/** Resolves when the texts of the language the UI starts in are there: render after it. */
export const i18nReady: Promise<void> = initial === 'en' ? loadEnglish() : Promise.resolve();

/**
 * Starts the UI in the language a page was drawn in on the server (its texts loaded first), without
 * saving it: the visitor's own choice is saved only when they switch.
 */
export async function startIn(lang: Lang): Promise<void> {
  if (lang === 'en') await loadEnglish();
  applyDocumentLang(lang);
  if (normalizeLang(i18n.language) !== lang) await i18n.changeLanguage(lang);
}

/** The language the UI shows now. */
export function currentLang(): Lang {
  return normalizeLang(i18n.language);
}

/** SHELL-26: switch the UI language, save it in the cookie and localStorage, set `<html lang>`. */
export async function setLanguage(lang: Lang): Promise<void> {
  if (lang === 'en') await loadEnglish();
  saveLang(lang);
  applyDocumentLang(lang);
  await i18n.changeLanguage(lang);
}

export { i18n };
