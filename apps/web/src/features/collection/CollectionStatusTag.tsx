import type { CollectionAccountStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../lib/useTranslation';

/** An account's status: active (credits the first transfer of each month) or disabled. */
export function CollectionStatusTag({ status }: { status: CollectionAccountStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={status === 'active' ? 'success' : 'default'}
      data-testid="collection-status"
      data-status={status}
    >
      {t(`collection.status.${status}`)}
    </Tag>
  );
}
