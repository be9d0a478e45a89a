import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  count: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  testId: string;
}

/** Under a cursor-paged table: how many rows are loaded, and the next page on demand. */
export function ListFooter({ count, hasMore, loading, onMore, testId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mc-ops-footer">
      <Typography.Text type="secondary">{t('ops.common.count', { count })}</Typography.Text>
      {hasMore ? (
        <Button onClick={onMore} loading={loading} data-testid={`${testId}-more`}>
          {t('ops.common.loadMore')}
        </Button>
      ) : (
        count > 0 && <Typography.Text type="secondary">{t('ops.common.noMore')}</Typography.Text>
      )}
    </div>
  );
}
