import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { CursorTable } from './CursorTable';
import { type CursorPage, useCursorList } from './useCursorList';

interface Row {
  id: string;
  name: string;
}

/** Two pages of rows: a, b, then c. */
const PAGES: Record<string, CursorPage<Row>> = {
  first: {
    items: [
      { id: 'a', name: 'Alpha' },
      { id: 'b', name: 'Bravo' },
    ],
    has_more: true,
    next_cursor: 'c2',
  },
  c2: { items: [{ id: 'c', name: 'Charlie' }], has_more: false, next_cursor: null },
};

function Rows({ footer }: { footer?: 'counted' | 'more' }) {
  const list = useCursorList<Row>({
    queryKey: ['rows', footer],
    fetchPage: async (cursor) => PAGES[cursor ?? 'first'] as CursorPage<Row>,
  });
  return (
    <CursorTable<Row>
      list={list}
      columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
      testId="rows-table"
      rowTestId="row"
      footer={footer}
      footerTestId="rows"
    />
  );
}

const renderRows = (footer?: 'counted' | 'more') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Rows footer={footer} />
    </QueryClientProvider>,
  );

describe('CursorTable', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });

  it('shows the first page, counts the rows, and loads the next page on demand', async () => {
    renderRows();
    expect((await screen.findByTestId('row-a')).textContent).toContain('Alpha');
    expect(screen.getByTestId('row-b')).toBeTruthy();
    expect(screen.getByText('已加载 2 条')).toBeTruthy();
    fireEvent.click(screen.getByTestId('rows-more'));
    expect((await screen.findByTestId('row-c')).textContent).toContain('Charlie');
    expect(screen.getByText('已加载 3 条')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByTestId('rows-more')).toBeNull();
  });

  it('shows only the button in the "more" footer, and nothing once every row is loaded', async () => {
    renderRows('more');
    await screen.findByTestId('row-a');
    expect(screen.queryByText('已加载 2 条')).toBeNull();
    fireEvent.click(screen.getByTestId('rows-more'));
    await screen.findByTestId('row-c');
    await waitFor(() => expect(screen.queryByTestId('rows-more')).toBeNull());
    expect(screen.queryByText('没有更多了')).toBeNull();
  });
});
