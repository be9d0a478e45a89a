import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { typeDate } from '../../test/typeDate';
import { dayEdge, FilterBar } from './FilterBar';
import { type FilterField, selectFilter } from './filterFields';

type Filters = { q?: string; status?: 'open' | 'closed'; from?: string; to?: string };

const FIELDS: FilterField<Filters>[] = [
  { kind: 'search', key: 'q', placeholder: 'Search', testId: 'search' },
  selectFilter<'status', 'open' | 'closed'>(
    'status',
    [
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
    { all: 'All', label: 'Status', testId: 'status' },
  ),
  { kind: 'dateRange', from: 'from', to: 'to', fromLabel: 'From', toLabel: 'To', testId: 'dates' },
];

/** The bar over a state of its own; the filters are shown as JSON. */
function Harness({ initial = {} }: { initial?: Filters }) {
  const [filters, setFilters] = useState<Filters>(initial);
  return (
    <>
      <FilterBar fields={FIELDS} value={filters} onChange={setFilters} />
      <output data-testid="filters">{JSON.stringify(filters)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Filters;

describe('FilterBar', () => {
  it('sets the trimmed search text on Enter', () => {
    render(<Harness />);
    const search = (text: string) => {
      fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: text } });
      fireEvent.keyDown(screen.getByPlaceholderText('Search'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    search('  acme ');
    expect(shown()).toEqual({ q: 'acme' });
  });

  it('shows "all" for an absent choice', () => {
    render(<Harness />);
    expect(screen.getByTestId('status').textContent).toContain('All');
  });

  it('shows the chosen option of a filter set elsewhere (e.g. by the URL)', () => {
    render(<Harness initial={{ status: 'closed' }} />);
    expect(screen.getByTestId('status').textContent).toContain('Closed');
  });

  it('turns a date range into the start of the first day and the end of the last (local days)', () => {
    render(<Harness />);
    typeDate(screen.getByTestId('dates-from'), '2026-03-01');
    typeDate(screen.getByTestId('dates-to'), '2026-03-31');
    expect(shown()).toEqual({
      from: dayjs('2026-03-01').startOf('day').toISOString(),
      to: dayjs('2026-03-31').endOf('day').toISOString(),
    });
    expect(dayEdge('', 'start')).toBeUndefined();
  });

  it('with `days`, keeps the chosen days and shows the days it is given (e.g. by the URL)', () => {
    const fields: FilterField<Filters>[] = [
      {
        kind: 'dateRange',
        from: 'from',
        to: 'to',
        fromLabel: 'From',
        toLabel: 'To',
        testId: 'dates',
        days: true,
      },
    ];
    function Days() {
      const [filters, setFilters] = useState<Filters>({ from: '2026-11-01' });
      return (
        <>
          <FilterBar fields={fields} value={filters} onChange={setFilters} />
          <output data-testid="filters">{JSON.stringify(filters)}</output>
        </>
      );
    }
    render(<Days />);
    expect((screen.getByTestId('dates-from') as HTMLInputElement).value).toBe('2026-11-01');
    typeDate(screen.getByTestId('dates-to'), '2026-11-30');
    expect(shown()).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
