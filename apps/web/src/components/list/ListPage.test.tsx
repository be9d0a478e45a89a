import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { ListPage } from './ListPage';
import type { CursorList } from './useCursorList';

interface Row {
  id: string;
  name: string;
}

const listOf = (rows: Row[], hasMore: boolean): CursorList<Row> => ({
  rows,
  isLoading: false,
  hasMore,
  isLoadingMore: false,
  loadMore: () => {},
  error: null,
  refresh: () => {},
  isRefreshing: false,
});

const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];

describe('ListPage', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('frames a page: title and actions above, the rows, the counted footer at the bottom', () => {
    render(
      <ListPage<Row>
        title="Orders"
        actions={<button type="button">New</button>}
        above={<span>filters</span>}
        list={listOf([{ id: 'a', name: 'Alpha' }], true)}
        columns={columns}
        testId="orders-table"
        rowTestId="order"
        footerTestId="orders"
      />,
    );
    expect(screen.getByTestId('container-header').textContent).toContain('Orders');
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('filters')).toBeTruthy();
    expect(screen.getByTestId('order-a').textContent).toContain('Alpha');
    const footer = screen.getByTestId('container-footer');
    expect(footer.textContent).toContain('1 loaded');
    expect(screen.getByTestId('orders-more')).toBeTruthy();
  });

  it('leaves out a "more" footer once every row is loaded', () => {
    render(
      <ListPage<Row>
        title="History"
        list={listOf([{ id: 'a', name: 'Alpha' }], false)}
        columns={columns}
        testId="history"
        footer="more"
      />,
    );
    expect(screen.queryByTestId('container-footer')).toBeNull();
  });

  it('frames a back-office card: the rows and the counted footer inside the card', () => {
    const { container } = render(
      <ListPage<Row> frame="card" list={listOf([], false)} columns={columns} testId="queue" />,
    );
    expect(container.querySelector('.mc-list-card')).toBeTruthy();
    expect(screen.getByText('0 loaded')).toBeTruthy();
  });
});
