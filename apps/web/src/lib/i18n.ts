import type { Lang } from '@mc/contract';
import i18n from 'i18next';
import { cn } from '../locales/cn';
import { DEFAULT_LANG, htmlLang, normalizeLang, saveLang } from './lang';

function applyDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

// Chinese is the default and ships with the first load; English comes when it is asked for. Loading
// this module reads no storage: the first read of localStorage can hold the main thread for tens of
// milliseconds, and a page the server drew already knows its language. Each entry starts the UI in
// its language with `startIn` before it renders.
void i18n.init({
  resources: { cn: { translation: cn }, en: { translation: {} } },
  lng: DEFAULT_LANG,
  fallbackLng: 'cn',
  supportedLngs: ['cn', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

let english: Promise<void> | undefined;
/** Adds the English texts of the core (areas add theirs when their pages load). */
function loadEnglish(): Promise<void> {
  english ??= import('../locales/en').then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
  });
  return english;
}

/**
 * Starts the UI in `lang` (its texts loaded first) without saving it: the language a page was drawn
 * in on the server, or the saved one (`readSavedLang`). The visitor's own choice is saved only when
 * they switch. Render after it resolves.
 */
export async function startIn(lang: Lang): Promise<void> {
  // the language is set at once (requests made before the texts arrive already ask in it)
  applyDocumentLang(lang);
  const switched = normalizeLang(i18n.language) === lang ? undefined : i18n.changeLanguage(lang);
  if (lang === 'en') await loadEnglish();
  await switched;
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
