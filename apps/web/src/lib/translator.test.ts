import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageBundles } from '../locales/bundles';
import { cn } from '../locales/cn';
import { en } from '../locales/en';
import { translatorOf } from './translator';

type Tree = Record<string, unknown>;
const i18n = i18next.createInstance();

beforeAll(async () => {
  // the app's settings (lib/i18n.ts), with every text of both languages
  await i18n.init({
    resources: { cn: { translation: cn }, en: { translation: en } },
    lng: 'cn',
    fallbackLng: 'cn',
    supportedLngs: ['cn', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const load of Object.values(messageBundles)) {
    const bundle = await load();
    i18n.addResourceBundle('cn', 'translation', bundle.cn, true, true);
    i18n.addResourceBundle('en', 'translation', bundle.en, true, true);
  }
});

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Tree, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

/** Every `{{name}}` of the key's text in either language, each with a value of its own. */
function valuesFor(key: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const lng of ['cn', 'en']) {
    const text = i18n.getResource(lng, 'translation', key);
    for (const [, name] of String(text ?? '').matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)) {
      values[name as string] = name === 'count' ? 3 : `‹${name}›`;
    }
  }
  return values;
}

describe('the UI translator', () => {
  it('answers as i18next does for every text of both languages, with and without its values', () => {
    const keys = [
      ...new Set([
        ...keysOf(i18n.getResourceBundle('cn', 'translation') as Tree),
        ...keysOf(i18n.getResourceBundle('en', 'translation') as Tree),
      ]),
    ];
    expect(keys.length).toBeGreaterThan(2000);
    let filled = 0;
    for (const lng of ['cn', 'en']) {
      const ours = translatorOf(i18n, lng);
      const theirs = i18n.getFixedT(lng);
      for (const key of keys) {
        const values = valuesFor(key);
        if (Object.keys(values).length > 0) filled += 1;
        expect(ours(key, values), `${lng} ${key}`).toBe(theirs(key, values));
        expect(ours(key), `${lng} ${key} (no values)`).toBe(theirs(key));
      }
    }
    expect(filled).toBeGreaterThan(100);
  });

  it('holds to the shape of the texts it relies on: no plural forms, no nesting, only {{name}} placeholders', () => {
    for (const lng of ['cn', 'en']) {
      const tree = i18n.getResourceBundle(lng, 'translation') as Tree;
      for (const key of keysOf(tree)) {
        expect(key, key).not.toMatch(/_(zero|one|two|few|many|other)$/);
        const text = String(i18n.getResource(lng, 'translation', key));
        expect(text, key).not.toContain('$t(');
        for (const [placeholder] of text.matchAll(/\{\{[^}]*\}\}/g))
          expect(placeholder, key).toMatch(/^\{\{\w+\}\}$/);
      }
    }
  });

  it('leaves to i18next what it does not read itself: a missing key, a default, another language, a text that is an object', () => {
    const t = translatorOf(i18n, 'en');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('common.unknownError', { lng: 'cn' })).toBe(i18n.getFixedT('cn')('common.unknownError'));
    expect(t('common')).toBe(i18n.getFixedT('en')('common'));
    // a value that is not a string or a number is i18next's to write
    expect(t('common.unknownError', { when: new Date(0) })).toBe(
      i18n.getFixedT('en')('common.unknownError', { when: new Date(0) }),
    );
  });

  it('reads the texts as they are at the call: a bundle added later is read by the same t', () => {
    const t = translatorOf(i18n, 'en');
    expect(t('later.text')).toBe('later.text');
    i18n.addResourceBundle('en', 'translation', { later: { text: 'Here {{who}}' } }, true, true);
    expect(t('later.text', { who: 'now' })).toBe('Here now');
    // a text only Chinese has is shown in Chinese, as i18next's fallback does
    i18n.addResourceBundle('cn', 'translation', { later: { only: '只有中文' } }, true, true);
    expect(t('later.only')).toBe('只有中文');
  });
});
