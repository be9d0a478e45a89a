import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** How many rows are shown and the "load more" button of a cursor-paged list. */
export function ListFooter({ query, count }: { query: PagedQuery; count: number }) {
  const { t } = useTranslation();
  return (
    <div className="mc-payout-more">
      <Typography.Text type="secondary">{t('payout.list.count', { count })}</Typography.Text>
      {query.hasNextPage ? (
        <Button
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="payout-more"
        >
          {t('payout.list.loadMore')}
        </Button>
      ) : (
        count > 0 && <Typography.Text type="secondary">{t('payout.list.noMore')}</Typography.Text>
      )}
    </div>
  );
}
