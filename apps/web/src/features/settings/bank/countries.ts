import { countryCodes, type Lang } from '@mc/contract';

const LOCALE: Record<Lang, string> = { cn: 'zh-CN', en: 'en' };
const cache = new Map<Lang, { value: string; label: string }[]>();

/** The name of a country or region in the UI language (from the browser's own data), or its code. */
export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([LOCALE[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every ISO 3166-1 country as a select option, "Name (XX)", sorted by name in the UI language. */
export function countryOptions(lang: Lang): { value: string; label: string }[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const names = new Intl.DisplayNames([LOCALE[lang]], { type: 'region' });
  const collator = new Intl.Collator(LOCALE[lang]);
  const options = countryCodes
    .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(lang, options);
  return options;
}
