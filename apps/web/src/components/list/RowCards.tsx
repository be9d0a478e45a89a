import type { TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { clickOnKey } from '../../lib/clickOnKey';
import { cellOf, keyOf, leafColumns, titleOf } from './cellOf';
import './rowCards.css';

export type RowProps = HTMLAttributes<HTMLElement> & { 'data-testid'?: string };

export interface RowCardsProps<T> {
  columns: TableColumnsType<T>;
  rows: readonly T[];
  rowKey: (keyof T & string) | ((row: T) => string);
  /** Each card's props, as the table's `onRow` gives a row's (test id, click, class name). */
  rowProps?: (row: T) => RowProps;
  testId?: string;
  /** Shown instead of the cards when there is no row (the loading skeleton or the empty text). */
  empty: ReactNode;
}

/**
 * A list's rows on a phone: one card per row, each column's heading beside its value, so that what,
 * how much, status and when are read without scrolling sideways; a row that opens something opens
 * from anywhere on its card.
 */
export function RowCards<T extends object>({
  columns,
  rows,
  rowKey,
  rowProps,
  testId,
  empty,
}: RowCardsProps<T>) {
  const leaves = leafColumns(columns);
  return (
    <ul className="mc-row-cards" data-testid={testId}>
      {rows.length === 0 ? (
        <li className="mc-row-cards-empty">{empty}</li>
      ) : (
        rows.map((row, index) => {
          const props = rowProps?.(row) ?? {};
          const opens = props.onClick !== undefined;
          const key = keyOf(row, rowKey);
          return (
            // a card carries its row's key as a table row does (`data-row-key`)
            <li
              key={key}
              data-row-key={key}
              {...props}
              className={['mc-row-card', opens ? 'mc-row-card-opens' : '', props.className ?? '']
                .filter(Boolean)
                .join(' ')}
              {...(opens ? { tabIndex: 0, onKeyDown: clickOnKey } : {})}
            >
              {leaves.map((column, i) => {
                const title = titleOf(column);
                return (
                  <div className="mc-row-card-field" key={String(column.key ?? i)}>
                    {title ? <span className="mc-row-card-label">{title}</span> : null}
                    <span className={title ? 'mc-row-card-value' : 'mc-row-card-value mc-row-card-whole'}>
                      {cellOf(column, row, index) ?? '—'}
                    </span>
                  </div>
                );
              })}
            </li>
          );
        })
      )}
    </ul>
  );
}
