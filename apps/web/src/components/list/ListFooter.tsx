import { Button, Typography } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import type { CursorList } from './useCursorList';
import './listFooter.css';

/** Message keys of a footer: rows loaded (with `count`), the button, the end of the list. */
export interface ListFooterTexts {
  loaded: string;
  loadMore: string;
  noMore: string;
}

const COMMON_TEXTS: ListFooterTexts = {
  loaded: 'common.list.loaded',
  loadMore: 'common.list.loadMore',
  noMore: 'common.list.noMore',
};

interface Props {
  list: Pick<CursorList<unknown>, 'rows' | 'hasMore' | 'isLoadingMore' | 'loadMore'> & {
    isLoading?: boolean;
  };
  /** The "load more" button is `<testId>-more`; without one it carries no test id. */
  testId?: string;
  /** `counted`: rows loaded on the left, the button or the end on the right; `more`: the button alone. */
  kind?: 'counted' | 'more';
  texts?: Partial<ListFooterTexts>;
}

/** Under a cursor-paged list: how many rows are loaded, and the next page on demand. */
export function ListFooter({ list, testId, kind = 'counted', texts }: Props) {
  const { t } = useTranslation();
  const keys = { ...COMMON_TEXTS, ...texts };
  // while the first rows load there is nothing to count yet: the table shows its skeleton
  if (list.isLoading) return null;
  const count = list.rows.length;
  const more = list.hasMore && (
    <Button
      onClick={list.loadMore}
      loading={list.isLoadingMore}
      data-testid={testId ? `${testId}-more` : undefined}
    >
      {t(keys.loadMore)}
    </Button>
  );
  if (kind === 'more') return more ? <div className="mc-list-more">{more}</div> : null;
  return (
    <div className="mc-list-footer">
      <Typography.Text type="secondary">{t(keys.loaded, { count })}</Typography.Text>
      {more || (count > 0 && <Typography.Text type="secondary">{t(keys.noMore)}</Typography.Text>)}
    </div>
  );
}
