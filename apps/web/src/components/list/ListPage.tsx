import { Card } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '../PageContainer';
import { CursorTable, type CursorTableProps } from './CursorTable';
import { ListFooter } from './ListFooter';
import './listPage.css';

type Props<T> = Omit<CursorTableProps<T>, 'footer'> & {
  /** `page`: the console's page frame (title, actions, footer at the bottom); `card`: a card of the back office. */
  frame?: 'page' | 'card';
  title?: ReactNode;
  /** Beside the title: the page's actions ("new", "back"). */
  actions?: ReactNode;
  /** Above the table: the filter bar, a card, a line of text. */
  above?: ReactNode;
  /** Below the table inside the page (a drawer, a modal). */
  children?: ReactNode;
  /** A section of its own below the list and its footer (page frame only). */
  after?: ReactNode;
  /** `counted`: rows loaded and "load more"; `more`: the button alone, shown while there is more. */
  footer?: 'counted' | 'more';
};

/** A list page: the title and its actions, what goes above the table, the one list table, its footer. */
export function ListPage<T extends object>({
  frame,
  title,
  actions,
  above,
  children,
  after,
  footer,
  ...table
}: Props<T>) {
  const kind = footer ?? 'counted';
  if (frame === 'card')
    return (
      <Card className="mc-list-card" title={title}>
        {above}
        <CursorTable<T> {...table} footer={kind} />
        {children}
      </Card>
    );
  const showFooter = kind === 'counted' || table.list.hasMore;
  return (
    <PageContainer
      title={title}
      header={actions}
      after={after}
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
