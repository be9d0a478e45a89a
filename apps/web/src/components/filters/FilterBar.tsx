import { Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DateInput } from '../DateInput';
import type { FilterField, FilterValues } from './filterFields';
import './filterBar.css';

interface Props<F extends FilterValues> {
  fields: FilterField<F>[];
  value: F;
  onChange: (next: F) => void;
  /** After the fields: tags, buttons, a hint. */
  children?: ReactNode;
}

const ALL = '__all__';
const DAY = 'YYYY-MM-DD';

/** A day of a date input as an instant: the start or the end of that local day. */
export const dayEdge = (text: string, edge: 'start' | 'end'): string | undefined =>
  text ? (edge === 'start' ? dayjs(text).startOf('day') : dayjs(text).endOf('day')).toISOString() : undefined;

/** One field of the bar: a search box, a select or a date range. */
function FilterControl<F extends FilterValues>({
  field,
  value,
  set,
}: {
  field: FilterField<F>;
  value: F;
  set: (key: keyof F, next: string | undefined) => void;
}) {
  if (field.kind === 'search')
    return (
      <Input.Search
        allowClear
        placeholder={field.placeholder}
        enterButton={field.enterButton}
        maxLength={field.maxLength}
        defaultValue={value[field.key]}
        onSearch={(q) => set(field.key, q.trim() || undefined)}
        data-testid={field.testId}
        style={field.style}
      />
    );
  if (field.kind === 'select')
    return (
      <Select<string>
        allowClear={!field.allLabel && Boolean(field.placeholder)}
        placeholder={field.placeholder}
        value={value[field.key] ?? (field.allLabel ? ALL : undefined)}
        onChange={(v) => set(field.key, v === ALL ? undefined : v)}
        options={field.allLabel ? [{ value: ALL, label: field.allLabel }, ...field.options] : field.options}
        aria-label={field.ariaLabel}
        data-testid={field.testId}
        style={field.style}
      />
    );
  const from = value[field.from];
  const to = value[field.to];
  const shown = (text: string | undefined) => (text && !field.days ? dayjs(text).format(DAY) : (text ?? ''));
  const edge = (text: string, which: 'start' | 'end') =>
    field.days ? text || undefined : dayEdge(text, which);
  return (
    <span className="mc-filter-dates">
      <DateInput
        aria-label={field.fromLabel}
        value={shown(from)}
        max={shown(to) || undefined}
        onChange={(day) => set(field.from, edge(day, 'start'))}
        data-testid={`${field.testId}-from`}
        style={{ width: 150 }}
      />
      <span>–</span>
      <DateInput
        aria-label={field.toLabel}
        value={shown(to)}
        min={shown(from) || undefined}
        onChange={(day) => set(field.to, edge(day, 'end'))}
        data-testid={`${field.testId}-to`}
        style={{ width: 150 }}
      />
    </span>
  );
}

/** The console's one list filter bar, built from a list of fields. */
export function FilterBar<F extends FilterValues>({ fields, value, onChange, children }: Props<F>) {
  const set = (key: keyof F, next: string | undefined) => onChange({ ...value, [key]: next });
  return (
    <div className="mc-filter-bar mc-filter-bar-spaced">
      {fields.map((field) => (
        <FilterControl
          key={field.kind === 'dateRange' ? field.from : field.key}
          field={field}
          value={value}
          set={set}
        />
      ))}
      {children}
    </div>
  );
}
