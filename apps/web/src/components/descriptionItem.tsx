import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** A row of a Descriptions list; the value sits in a span with `testId` when one is given. */
export function descriptionItem(
  key: string,
  label: ReactNode,
  value: ReactNode,
  more: { testId?: string; span?: number } = {},
): Item {
  const children = more.testId ? <span data-testid={more.testId}>{value}</span> : value;
  return more.span ? { key, label, children, span: more.span } : { key, label, children };
}
