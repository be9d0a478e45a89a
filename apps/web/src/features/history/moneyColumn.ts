import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/** A right-aligned column of amounts. */
export function moneyColumn<T>(
  key: string,
  title: string,
  render: (row: T) => ReactNode,
): TableColumnsType<T>[number] {
  return { key, title, align: 'right', render: (_, row) => render(row) };
}
