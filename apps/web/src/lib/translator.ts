import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The UI's `t`: a text looked up in the store i18next keeps, without i18next's call. i18next's `t`
 * copies its options and walks its plugins on every call, some tens of microseconds each before V8
 * has warmed to it: a page's first render, a few hundred texts, spent most of its script time there.
 * This reads the text by its dotted key (the language's, else Chinese, as `fallbackLng`), fills its
 * `{{name}}`s, and leaves to i18next every call it would answer otherwise: an option that steers the
 * lookup, a value other than a string or a number, a key that is not there, a text that is not a
 * string. `translator.test.ts` holds it to i18next's answer for every text of both languages.
 */

/** Options that change what i18next looks up or how it fills it in. */
const STEERING = new Set([
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'defaultValue',
  'context',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'ordinal',
  'fallbackLng',
  'replace',
]);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  let from = 0;
  for (;;) {
    if (node === null || typeof node !== 'object') return undefined;
    const dot = key.indexOf('.', from);
    node = (node as Record<string, unknown>)[dot === -1 ? key.slice(from) : key.slice(from, dot)];
    if (dot === -1) return node;
    from = dot + 1;
  }
}

/** Values a text is filled with as they are, or undefined when i18next is to fill it. */
function plainValues(options: unknown): Record<string, string | number> | undefined | false {
  if (options === undefined) return undefined;
  if (options === null || typeof options !== 'object') return false;
  for (const [name, value] of Object.entries(options)) {
    if (STEERING.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return false;
  }
  return options as Record<string, string | number>;
}

/** `t` in `lng` over the texts of `instance` (read as they are at each call). */
export function translatorOf(instance: I18n, lng: string): TFunction {
  const i18next = instance.getFixedT(lng) as unknown as (...args: unknown[]) => string;
  const fallback = typeof instance.options.fallbackLng === 'string' ? instance.options.fallbackLng : 'cn';
  const t = (key: unknown, options?: unknown, ...rest: unknown[]): string => {
    const values = plainValues(options);
    if (typeof key !== 'string' || values === false || rest.length > 0 || key.includes(':')) {
      return i18next(key, options, ...rest);
    }
    const store = instance.store.data as Record<string, { translation?: unknown } | undefined>;
    let text = lookup(store[lng]?.translation, key);
    if (typeof text !== 'string' && lng !== fallback) text = lookup(store[fallback]?.translation, key);
    if (typeof text !== 'string') return i18next(key, options);
    if (!values || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
  return t as unknown as TFunction;
}
