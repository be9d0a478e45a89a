import type { ReactNode } from 'react';
import { PageContainer } from '../PageContainer';
import { CursorTable, type CursorTableProps } from './CursorTable';
import { ListFooter } from './ListFooter';

type Props<T> = Omit<CursorTableProps<T>, 'footer'> & {
  title: ReactNode;
  /** Beside the title: the page's actions ("new", "back"). */
  actions?: ReactNode;
  /** Above the table: the filter bar, a card, a line of text. */
  above?: ReactNode;
  /** Below the table inside the page (a drawer, a modal). */
  children?: ReactNode;
  /** `counted`: rows loaded and "load more"; `more`: the button alone, shown while there is more. */
  footer?: 'counted' | 'more';
};

/** A list page: the title and its actions, what goes above the table, the one list table, its footer. */
export function ListPage<T extends object>({ title, actions, above, children, footer, ...table }: Props<T>) {
  const kind = footer ?? 'counted';
  const showFooter = kind === 'counted' || table.list.hasMore;
  return (
    <PageContainer
      title={title}
      header={actions}
      footer={
        showFooter && (
          <ListFooter list={table.list} kind={kind} testId={table.footerTestId} texts={table.footerTexts} />
        )
      }
    >
      {above}
      <CursorTable<T> {...table} footer="none" />
      {children}
    </PageContainer>
  );
}
