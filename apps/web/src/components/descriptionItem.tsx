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

/** Columns of a Descriptions list: one on a phone, two from a tablet, up to `most` on a wide screen. */
export const descriptionColumns = (most: 2 | 3 = 2) => ({
  xs: 1,
  sm: 1,
  md: 2,
  lg: most,
  xl: most,
  xxl: most,
});
