import type { Lang } from '@mc/contract';
import Cookies from 'js-cookie';

export const LANG_KEY = 'lang';
export const DEFAULT_LANG: Lang = 'cn';
export const LANGS: readonly Lang[] = ['cn', 'en'];

/** SHELL-26: legacy codes containing `zh-` or `cn` map to cn, `en*` to en, anything else to the default. */
export function normalizeLang(code: string | null | undefined): Lang {
  const value = (code ?? '').trim().toLowerCase();
  if (!value) return DEFAULT_LANG;
  if (value.includes('zh-') || value.includes('cn')) return 'cn';
  if (value.startsWith('en')) return 'en';
  return DEFAULT_LANG;
}

/** The saved language: cookie first, then localStorage, else cn. */
export function readSavedLang(): Lang {
  const saved = Cookies.get(LANG_KEY) ?? safeLocalGet(LANG_KEY);
  return normalizeLang(saved);
}

export function saveLang(lang: Lang): void {
  Cookies.set(LANG_KEY, lang, { expires: 365, sameSite: 'lax' });
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // storage can be unavailable (private mode); the cookie still holds the choice
  }
}

/** Value for the HTML lang attribute and the Accept-Language header. */
export function htmlLang(lang: Lang): string {
  return lang === 'cn' ? 'zh-CN' : 'en';
}

function safeLocalGet(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
