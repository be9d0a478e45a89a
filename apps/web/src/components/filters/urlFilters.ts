import dayjs from 'dayjs';

/**
 * How a filter is written in a page's query string: one of a list of values, free text, a day, or a
 * code of the catalogue (capitals and digits, e.g. a network: the list is the server's).
 */
export type UrlFilterKind = readonly string[] | 'text' | 'day' | 'code';

/** The filters a page keeps in its URL, by query parameter. */
export type UrlFilterSpec = Record<string, UrlFilterKind>;

/** The values of a spec's filters; absent means "any". */
export type UrlFilters<S extends UrlFilterSpec> = {
  [K in keyof S]?: S[K] extends readonly (infer V)[] ? V : string;
};

const DAY = 'YYYY-MM-DD';
/** Longer search texts are cut (the API refuses them anyway). */
const TEXT_MAX = 128;

/** A value read from the URL, or undefined when it is missing or not one the filter takes. */
function readValue(kind: UrlFilterKind, raw: string | null): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (kind === 'text') return value.slice(0, TEXT_MAX);
  if (kind === 'day') return dayjs(value).format(DAY) === value ? value : undefined;
  if (kind === 'code') return /^[A-Z][A-Z0-9]{1,15}$/.test(value) ? value : undefined;
  return kind.includes(value) ? value : undefined;
}

/** The spec's filters from a query string; unknown values are dropped (a hand-edited URL shows "any"). */
export function readUrlFilters<S extends UrlFilterSpec>(params: URLSearchParams, spec: S): UrlFilters<S> {
  const filters: Record<string, string> = {};
  for (const [key, kind] of Object.entries(spec)) {
    const value = readValue(kind, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  return filters as UrlFilters<S>;
}

/** The query string with the spec's parameters set from `filters` (absent ones removed), others kept. */
export function writeUrlFilters<S extends UrlFilterSpec>(
  params: URLSearchParams,
  spec: S,
  filters: UrlFilters<S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(spec)) {
    const value = (filters as Record<string, string | undefined>)[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
