import type { CollectionImport } from '@mc/contract';
import { Alert, Button, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { ImportErrors } from './ImportErrors';
import type { ImportMode } from './importApi';

interface Props {
  preview: CollectionImport;
  /** The mode being committed, while it runs. */
  committing: ImportMode | null;
  onCommit: (mode: ImportMode) => void;
  onRestart: () => void;
}

/**
 * What the check found: the totals, every problem by row, and the choice — all rows when there is
 * no error, else only the valid rows or fix the file and upload it again.
 */
export function ImportPreview({ preview: p, committing, onCommit, onRestart }: Props) {
  const { t } = useTranslation();
  const clean = p.errors_total === 0;
  const totals = [
    { key: 'rows', value: p.rows_total },
    { key: 'valid', value: p.rows_valid },
    { key: 'existing', value: p.rows_existing },
    { key: 'errors', value: p.errors_total },
  ];
  return (
    <div data-testid="collection-import-preview" data-errors={p.errors_total}>
      <Typography.Text type="secondary">{p.file_name}</Typography.Text>
      <Row gutter={16} className="mc-collection-totals">
        {totals.map((item) => (
          <Col key={item.key} xs={12} sm={6}>
            <Statistic
              title={t(`collection.import.${item.key}`)}
              value={item.value}
              styles={item.key === 'errors' && item.value > 0 ? { content: { color: '#cf1322' } } : undefined}
              data-testid={`collection-import-total-${item.key}`}
            />
          </Col>
        ))}
      </Row>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert
          type={clean ? 'success' : 'warning'}
          showIcon
          title={
            clean
              ? t('collection.import.allValid', { count: p.rows_valid })
              : t('collection.import.hasErrors', { count: p.errors_total })
          }
        />
        {p.rows_existing > 0 && (
          <Typography.Text type="secondary">
            {t('collection.import.existingHint', { count: p.rows_existing })}
          </Typography.Text>
        )}
        {!clean && <ImportErrors errors={p.errors} total={p.errors_total} />}
        <Space wrap>
          {clean ? (
            <Button
              type="primary"
              loading={committing === 'all_or_nothing'}
              onClick={() => onCommit('all_or_nothing')}
              data-testid="collection-import-all"
            >
              {t('collection.import.importAll', { count: p.rows_valid })}
            </Button>
          ) : (
            <Button
              disabled={p.rows_valid === 0 || committing !== null}
              loading={committing === 'valid_only'}
              onClick={() => onCommit('valid_only')}
              data-testid="collection-import-valid"
            >
              {t('collection.import.importValid', { count: p.rows_valid })}
            </Button>
          )}
          <Button
            type={clean ? 'default' : 'primary'}
            disabled={committing !== null}
            onClick={onRestart}
            data-testid="collection-import-again"
          >
            {t('collection.import.fixAgain')}
          </Button>
        </Space>
      </Space>
    </div>
  );
}
