import type { CSSProperties } from 'react';

/** What a list filters by: each field optional, absent meaning "any". */
export type FilterValues = { [key: string]: string | undefined };

interface FieldBase {
  testId?: string;
  style?: CSSProperties;
}

/** A search box: the trimmed text on Enter or the button, absent when empty. */
export interface SearchField<K> extends FieldBase {
  kind: 'search';
  key: K;
  placeholder: string;
  /** The button's text; without one, a search icon. */
  enterButton?: string;
  maxLength?: number;
}

/** A choice among options; `allLabel` adds "all" (the field absent), else absent shows the placeholder. */
export interface SelectField<K, V> extends FieldBase {
  kind: 'select';
  key: K;
  options: { value: V; label: string }[];
  placeholder?: string;
  allLabel?: string;
  ariaLabel?: string;
}

/**
 * Two native date inputs, from the start of the first day to the end of the second (local days, as
 * ISO instants); with `days`, the values are the chosen days themselves (`2026-11-30`).
 */
export interface DateRangeField<K> {
  kind: 'dateRange';
  from: K;
  to: K;
  fromLabel: string;
  toLabel: string;
  days?: boolean;
  /** Test ids `<testId>-from` and `<testId>-to`. */
  testId: string;
}

type FieldOf<F, K extends keyof F> = SearchField<K> | SelectField<K, NonNullable<F[K]>>;

/** One field of a filter bar, typed by the filters it sets. */
export type FilterField<F> =
  | { [K in keyof F & string]-?: FieldOf<F, K> }[keyof F & string]
  | DateRangeField<keyof F & string>;

/** How a select or search box looks: its "all" text, its accessible label, test id and width. */
export interface FilterLook {
  all?: string;
  label?: string;
  placeholder?: string;
  testId?: string;
  width?: number;
}

/** A select of `key` among `options` (with "all" first when `look.all` is given). */
export const selectFilter = <K extends string, V extends string>(
  key: K,
  options: { value: V; label: string }[],
  look: FilterLook,
): SelectField<K, V> => ({
  kind: 'select',
  key,
  options,
  allLabel: look.all,
  ariaLabel: look.label,
  placeholder: look.placeholder,
  testId: look.testId,
  style: look.width ? { width: look.width } : undefined,
});
