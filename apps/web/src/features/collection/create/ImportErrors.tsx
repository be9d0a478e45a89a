import type { ImportRowError } from '@mc/contract';
import { type TableColumnsType, Typography } from 'antd';
import { ListTable } from '../../../components/list/ListTable';
import { useTranslation } from '../../../lib/useTranslation';
import { FIELD_LABEL } from './accountForm';

/** The preview's problems, one a line: the row as a spreadsheet numbers it, the column, the message. */
export function ImportErrors({ errors, total }: { errors: ImportRowError[]; total: number }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ImportRowError> = [
    { key: 'row', title: t('collection.import.row'), dataIndex: 'row', width: 90 },
    {
      key: 'column',
      title: t('collection.import.column'),
      width: 200,
      render: (_, e) => (
        <span data-testid="collection-import-error-column" data-column={e.column ?? ''}>
          {e.column ? t(FIELD_LABEL[e.column]) : t('collection.import.wholeRow')}
        </span>
      ),
    },
    {
      key: 'message',
      title: t('collection.import.message'),
      render: (_, e) => <span data-testid="collection-import-error-message">{e.message}</span>,
    },
  ];
  return (
    <>
      {total > errors.length && (
        <Typography.Paragraph type="secondary">
          {t('collection.import.errorsShown', { shown: errors.length, total })}
        </Typography.Paragraph>
      )}
      <ListTable<ImportRowError>
        rowKey={(e) => `${e.row}-${e.column ?? ''}-${e.code}`}
        size="small"
        columns={columns}
        rows={errors}
        scrollX="max-content"
        testId="collection-import-errors"
        onRow={(e) => ({ 'data-testid': `collection-import-error-${e.row}` })}
      />
    </>
  );
}
