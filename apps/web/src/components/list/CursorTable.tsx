import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { ListFooter, type ListFooterTexts } from './ListFooter';
import type { CursorList } from './useCursorList';

type RowProps = HTMLAttributes<HTMLElement> & { 'data-testid'?: string };

export interface CursorTableProps<T> {
  list: CursorList<T>;
  columns: TableColumnsType<T>;
  /** The table's test id; rows are `<rowTestId>-<id>` when `rowTestId` is given. */
  testId: string;
  rowKey?: keyof T & string;
  rowTestId?: string;
  /** What a row carries besides its test id (click, class name). */
  onRow?: (row: T) => RowProps;
  scrollX?: number | 'max-content';
  size?: TableProps<T>['size'];
  emptyText?: ReactNode;
  /**
   * Under the table: `counted` (rows loaded and "load more", button `<footerTestId>-more`),
   * `more` (the button alone), or `none` when the page shows the footer elsewhere.
   */
  footer?: 'counted' | 'more' | 'none';
  footerTestId?: string;
  footerTexts?: Partial<ListFooterTexts>;
}

/** The console's one list table: the rows of a cursor-paged list, and its footer. */
export function CursorTable<T extends object>(p: CursorTableProps<T>) {
  const rowKey = p.rowKey ?? ('id' as keyof T & string);
  const { rowTestId, onRow } = p;
  const footer = p.footer ?? 'counted';
  return (
    <>
      <Table<T>
        rowKey={rowKey}
        size={p.size}
        columns={p.columns}
        dataSource={p.list.rows}
        loading={p.list.isLoading}
        pagination={false}
        scroll={p.scrollX === undefined ? undefined : { x: p.scrollX }}
        locale={p.emptyText === undefined ? undefined : { emptyText: p.emptyText }}
        data-testid={p.testId}
        onRow={
          rowTestId || onRow
            ? (row) => ({
                ...onRow?.(row),
                ...(rowTestId ? { 'data-testid': `${rowTestId}-${String(row[rowKey])}` } : {}),
              })
            : undefined
        }
      />
      {footer !== 'none' && (
        <ListFooter list={p.list} kind={footer} testId={p.footerTestId} texts={p.footerTexts} />
      )}
    </>
  );
}
