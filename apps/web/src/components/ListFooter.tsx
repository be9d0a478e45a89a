import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './listFooter.css';

interface Props {
  /** Rows loaded so far. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The "load more" button is `<testId>-more`. */
  testId: string;
}

/** Under a cursor-paged list: how many rows are loaded, and the next page on demand. */
export function ListFooter({ count, hasMore, loading, onMore, testId }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mc-list-footer">
      <Typography.Text type="secondary">{t('common.list.loaded', { count })}</Typography.Text>
      {hasMore ? (
        <Button onClick={onMore} loading={loading} data-testid={`${testId}-more`}>
          {t('common.list.loadMore')}
        </Button>
      ) : (
        count > 0 && <Typography.Text type="secondary">{t('common.list.noMore')}</Typography.Text>
      )}
    </div>
  );
}
