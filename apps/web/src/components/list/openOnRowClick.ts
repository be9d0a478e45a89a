import type { MouseEvent } from 'react';

/** A row's click handler that opens it, unless the click was on a copy button or a link inside the row. */
export const openOnRowClick =
  (open: () => void) =>
  (e: MouseEvent<HTMLElement>): void => {
    if (!(e.target as HTMLElement).closest('.ant-typography-copy, a')) open();
  };
