import { PlusOutlined } from '@ant-design/icons';
import { collectionExportPath } from '@mc/contract';
import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportButtons } from '../../../components/export/ExportButtons';
import { FilterBar } from '../../../components/filters/FilterBar';
import { useUrlFilters } from '../../../components/filters/useUrlFilters';
import { ListPage } from '../../../components/list/ListPage';
import { openOnRowClick } from '../../../components/list/openOnRowClick';
import { useNetworkCodes } from '../../../lib/networkCatalogue';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { type CollectionAccount, useCollectionAccounts } from '../api';
import { collectionPaths } from '../paths';
import { CollectionDrawer } from './CollectionDrawer';
import { collectionColumns } from './collectionColumns';
import { COLLECTION_URL_FILTERS, collectionFilterFields } from './collectionFilters';
import { TimezoneNote } from './TimezoneNote';
import '../collection.css';

/** A link to one account opens the list with its drawer. */
export const OPEN_ACCOUNT_PARAM = 'account';

/**
 * /receive/batch: the merchant's collection accounts, filtered by what the URL holds, in cursor
 * pages; a row opens its drawer (transfers, disable/enable); exports the filtered list.
 */
export default function CollectionListPage() {
  const { t } = useTranslation();
  const networks = useNetworkCodes();
  const navigate = useNavigate();
  const can = useCan();
  const [params] = useSearchParams();
  const [filters, setFilters] = useUrlFilters(COLLECTION_URL_FILTERS);
  const list = useCollectionAccounts(filters);
  const columns = useMemo(() => collectionColumns(t), [t]);
  const [openId, setOpenId] = useState<string | null>(() => params.get(OPEN_ACCOUNT_PARAM));

  return (
    <ListPage<CollectionAccount>
      title={t('collection.list.title')}
      actions={
        <Space wrap>
          <ExportButtons
            path={collectionExportPath}
            query={filters}
            fallbackName="collection-accounts"
            testId="collection-export"
            permission="collection.read"
          />
          {can('collection.manage') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(collectionPaths.create)}
              data-testid="collection-create"
            >
              {t('collection.list.create')}
            </Button>
          )}
        </Space>
      }
      above={
        <>
          <TimezoneNote />
          <FilterBar fields={collectionFilterFields(t, networks)} value={filters} onChange={setFilters} />
          {list.error && <Typography.Text type="danger">{list.error.message}</Typography.Text>}
        </>
      }
      list={list}
      columns={columns}
      scrollX="max-content"
      emptyText={t('collection.list.empty')}
      testId="collection-table"
      rowTestId="collection-row"
      onRow={(a) => ({ onClick: openOnRowClick(() => setOpenId(a.id)), className: 'mc-collection-row' })}
      footerTestId="collection"
    >
      <CollectionDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
