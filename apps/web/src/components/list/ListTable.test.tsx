import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../test/screenWidth';
import { ListTable } from './ListTable';

interface Row {
  id: string;
  when: string;
  amount: string;
  status: string;
}

const ROWS: Row[] = [
  { id: 'r1', when: '2026-11-28 10:00', amount: '-100.00 USDT', status: 'Completed' },
  { id: 'r2', when: '2026-11-28 11:00', amount: '+5.00 USDC', status: 'Pending' },
];

const COLUMNS = [
  { key: 'when', title: 'When', dataIndex: 'when' },
  { key: 'amount', title: 'Amount', render: (_: unknown, r: Row) => <strong>{r.amount}</strong> },
  { key: 'status', title: 'Status', dataIndex: 'status' },
  { key: 'open', title: '', fixed: 'right' as const, render: () => <a href="#open">Open</a> },
];

afterEach(() => vi.restoreAllMocks());

describe('ListTable', () => {
  it('is a table on a wide screen, each row with its test id', () => {
    screenWidth(false);
    render(<ListTable<Row> columns={COLUMNS} rows={ROWS} testId="t" rowTestId="row" />);
    const table = screen.getByTestId('t');
    expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    expect(screen.getByTestId('row-r1').tagName).toBe('TR');
  });

  it('is one card per row on a phone: every heading beside its value, the row opening from the card', () => {
    screenWidth(true);
    const opened: string[] = [];
    render(
      <ListTable<Row>
        columns={COLUMNS}
        rows={ROWS}
        testId="t"
        rowTestId="row"
        onRow={(r) => ({ onClick: () => opened.push(r.id) })}
      />,
    );
    expect(screen.getByTestId('t').tagName).toBe('UL');
    expect(screen.getByTestId('t').querySelector('table')).toBeNull();
    const card = screen.getByTestId('row-r1');
    expect(card.tagName).toBe('LI');
    for (const text of ['When', '2026-11-28 10:00', 'Amount', '-100.00 USDT', 'Status', 'Completed', 'Open'])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(within(screen.getByTestId('row-r2')).getByText('+5.00 USDC')).toBeTruthy();
    fireEvent.click(within(card).getByText('Completed'));
    fireEvent.keyDown(screen.getByTestId('row-r2'), { key: 'Enter' });
    expect(opened).toEqual(['r1', 'r2']);
    expect(card.getAttribute('tabindex')).toBe('0');
  });

  it.each([false, true])(
    'shows a skeleton, not the empty text, while the first rows load (phone: %s)',
    (narrow) => {
      screenWidth(narrow);
      const { rerender } = render(
        <ListTable<Row> columns={COLUMNS} rows={[]} loading emptyText="Nothing yet" testId="t" />,
      );
      expect(screen.getByTestId('list-loading')).toBeTruthy();
      expect(screen.queryByText('Nothing yet')).toBeNull();
      rerender(<ListTable<Row> columns={COLUMNS} rows={[]} emptyText="Nothing yet" testId="t" />);
      expect(screen.queryByTestId('list-loading')).toBeNull();
      expect(screen.getByText('Nothing yet')).toBeTruthy();
    },
  );

  it.each([false, true])(
    "says the console's one sentence when a list is empty and names none (phone: %s)",
    (narrow) => {
      screenWidth(narrow);
      render(<ListTable<Row> columns={COLUMNS} rows={[]} testId="t" />);
      expect(screen.getByText('暂无记录')).toBeTruthy();
      expect(screen.queryByText('暂无数据')).toBeNull();
      expect(screen.queryByText('No data')).toBeNull();
    },
  );

  it('keeps a matrix a table on a phone when asked', () => {
    screenWidth(true);
    render(<ListTable<Row> columns={COLUMNS} rows={ROWS} testId="t" narrow="table" />);
    expect(screen.getByTestId('t').querySelector('table')).not.toBeNull();
  });
});
