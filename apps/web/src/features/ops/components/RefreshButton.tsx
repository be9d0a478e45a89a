import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CursorList } from '../../../components/list/useCursorList';
import { useTranslation } from '../../../lib/useTranslation';

/** Asks a list of the back office again ("refresh"), spinning while it does. */
export function RefreshButton<T>({ list, testId }: { list: CursorList<T>; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined />} onClick={list.refresh} loading={list.isRefreshing} data-testid={testId}>
      {t('ops.common.refresh')}
    </Button>
  );
}
