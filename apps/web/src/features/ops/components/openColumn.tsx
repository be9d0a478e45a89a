import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/** The last column of a back-office queue: a button that opens the row in its drawer. */
export function openColumn<T>(
  t: TFunction,
  open: (row: T) => void,
  testId: string,
  label: (row: T) => string = () => t('ops.common.view'),
): TableColumnsType<T>[number] {
  return {
    key: 'actions',
    title: t('ops.common.actions'),
    width: 90,
    fixed: 'right',
    render: (_, row) => (
      <Button size="small" type="primary" ghost onClick={() => open(row)} data-testid={testId}>
        {label(row)}
      </Button>
    ),
  };
}
