import type { TableColumnsType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ListFooter, type ListFooterTexts } from './ListFooter';
import { ListTable } from './ListTable';
import type { RowProps } from './RowCards';
import type { CursorList } from './useCursorList';

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

/** The rows of a cursor-paged list in the console's one list table, and its footer. */
export function CursorTable<T extends object>(p: CursorTableProps<T>) {
  const footer = p.footer ?? 'counted';
  return (
    <>
      <ListTable<T>
        rows={p.list.rows}
        loading={p.list.isLoading}
        columns={p.columns}
        rowKey={p.rowKey}
        testId={p.testId}
        rowTestId={p.rowTestId}
        onRow={p.onRow}
        scrollX={p.scrollX}
        size={p.size}
        emptyText={p.emptyText}
      />
      {footer !== 'none' && (
        <ListFooter list={p.list} kind={footer} testId={p.footerTestId} texts={p.footerTexts} />
      )}
    </>
  );
}
