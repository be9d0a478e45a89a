import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { currentLang, i18n, setLanguage } from './i18n';
import { normalizeLang, readSavedLang } from './lang';

describe('language', () => {
  it('SHELL-26: legacy codes containing zh- or cn map to cn', () => {
    for (const code of ['zh-CN', 'zh-cn', 'zh-TW', 'cn', 'CN', 'zh-Hans-CN'])
      expect(normalizeLang(code)).toBe('cn');
  });

  it('SHELL-26: en* maps to en', () => {
    for (const code of ['en', 'EN', 'en-US', 'en_GB']) expect(normalizeLang(code)).toBe('en');
  });

  it('SHELL-26: cn is the default for missing or unknown codes', () => {
    for (const code of [undefined, null, '', 'fr', 'de-DE']) expect(normalizeLang(code)).toBe('cn');
  });

  it('SHELL-26: the saved language comes from the cookie, else localStorage', () => {
    localStorage.setItem('lang', 'en-US');
    expect(readSavedLang()).toBe('en');
    Cookies.set('lang', 'zh-CN');
    expect(readSavedLang()).toBe('cn');
  });

  it('SHELL-26: switching keeps the language in cookie and localStorage and sets <html lang>', async () => {
    await setLanguage('en');
    expect(Cookies.get('lang')).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(currentLang()).toBe('en');
    expect(i18n.t('lang.switched')).toBe('Language switched successfully');
    await setLanguage('cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('lang.switched')).toBe('语言切换成功');
  });
});
