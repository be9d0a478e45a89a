import { Skeleton, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '../../lib/narrowScreen';
import { useTranslation } from '../../lib/useTranslation';
import { keyOf } from './cellOf';
import { RowCards, type RowProps } from './RowCards';

/** What a table of the console may pass to antd's table besides rows and columns. */
type TableExtras<T> = Pick<TableProps<T>, 'expandable' | 'summary' | 'bordered' | 'rowClassName' | 'title'>;

export interface ListTableProps<T> {
  columns: TableColumnsType<T>;
  rows: readonly T[];
  rowKey?: (keyof T & string) | ((row: T) => string);
  /** The first rows are on their way: a skeleton stands where the rows (or the empty text) will be. */
  loading?: boolean;
  testId?: string;
  /** Rows (and cards) carry `<rowTestId>-<key>`. */
  rowTestId?: string;
  /** What a row carries besides its test id (click, class name). */
  onRow?: (row: T) => RowProps;
  scrollX?: number | 'max-content';
  size?: TableProps<T>['size'];
  /** What an empty list says; the console's one sentence ("Nothing here yet") unless told. */
  emptyText?: ReactNode;
  /** `cards` on a phone (the default): one card per row; `table`: the table at every width (a matrix). */
  narrow?: 'cards' | 'table';
  table?: TableExtras<T>;
}

/**
 * The console's one table of rows: a table on a wide screen, cards on a phone, a skeleton while the
 * first rows load (never the empty text under a spinner).
 */
export function ListTable<T extends object>(p: ListTableProps<T>) {
  const { t } = useTranslation();
  const narrowScreen = useNarrowScreen();
  const rowKey = p.rowKey ?? ('id' as keyof T & string);
  const { rowTestId, onRow } = p;
  const rowProps =
    rowTestId || onRow
      ? (row: T): RowProps => ({
          ...onRow?.(row),
          ...(rowTestId ? { 'data-testid': `${rowTestId}-${keyOf(row, rowKey)}` } : {}),
        })
      : undefined;
  const empty = p.loading ? (
    <div data-testid="list-loading" aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </div>
  ) : (
    (p.emptyText ?? t('common.list.empty'))
  );
  if (narrowScreen && p.narrow !== 'table')
    return (
      <RowCards<T>
        columns={p.columns}
        rows={p.rows}
        rowKey={rowKey}
        rowProps={rowProps}
        testId={p.testId}
        empty={empty}
      />
    );
  return (
    <Table<T>
      {...p.table}
      rowKey={rowKey}
      size={p.size}
      columns={p.columns}
      dataSource={p.rows as T[]}
      pagination={false}
      // 'max-content' would keep every cell on one line and scroll the table sideways, hiding columns
      // behind a pinned one: the columns wrap to fit instead, and only a table that cannot fit scrolls
      scroll={p.scrollX === undefined ? undefined : { x: p.scrollX === 'max-content' ? true : p.scrollX }}
      tableLayout="auto"
      locale={{ emptyText: empty }}
      data-testid={p.testId}
      onRow={rowProps}
    />
  );
}
