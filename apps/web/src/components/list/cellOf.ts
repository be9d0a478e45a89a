import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

type Column<T> = TableColumnsType<T>[number];

/** A column that shows one value (a group's leaves stand for it). */
export type LeafColumn<T> = Column<T> & { dataIndex?: unknown; render?: unknown };

/** The columns that show values, a group's leaves in its place; hidden ones left out. */
export function leafColumns<T>(columns: TableColumnsType<T>): LeafColumn<T>[] {
  return columns.flatMap((c) => {
    if (c.hidden) return [];
    return 'children' in c && Array.isArray(c.children) ? leafColumns<T>(c.children) : [c as LeafColumn<T>];
  });
}

function valueAt(row: object, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let at: unknown = row;
  for (const k of path) at = at == null ? undefined : (at as Record<string, unknown>)[String(k)];
  return at;
}

/** What a column shows for a row, as the table would render it. */
export function cellOf<T extends object>(column: LeafColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  const render = column.render as ((v: unknown, r: T, i: number) => unknown) | undefined;
  const out = render ? render(value, row, index) : value;
  // a render may answer `{ children, props }` (a cell spanning others): its children are the value
  if (out && typeof out === 'object' && 'children' in out && !('$$typeof' in out))
    return (out as { children: ReactNode }).children;
  return out as ReactNode;
}

/** A column's heading as text or nodes (a heading given as a function is called without sorting state). */
export function titleOf<T>(column: LeafColumn<T>): ReactNode {
  const title = column.title as unknown;
  return typeof title === 'function' ? (title as (p: object) => ReactNode)({}) : (title as ReactNode);
}

/** The row's key, as the table reads it. */
export function keyOf<T extends object>(row: T, rowKey: (keyof T & string) | ((row: T) => string)): string {
  return typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]);
}
