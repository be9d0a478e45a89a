import { Button, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';
import { collectionPaths } from '../paths';
import { AccountForm } from './AccountForm';
import { ImportPanel } from './ImportPanel';
import '../collection.css';

type Tab = 'one' | 'import';

/** /system/batch/account: one account by a form, or many by importing a file (`?tab=import`). */
export default function CreateCollectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, patch] = useSearchParamsPatch();
  const active: Tab = params.get('tab') === 'import' ? 'import' : 'one';
  return (
    <PageContainer
      title={t('collection.create.title')}
      header={
        <Button onClick={() => navigate(collectionPaths.list)} data-testid="collection-back">
          {t('collection.create.backToList')}
        </Button>
      }
    >
      <div className="mc-collection-create">
        <Typography.Paragraph type="secondary">{t('collection.create.intro')}</Typography.Paragraph>
        <Tabs
          activeKey={active}
          onChange={(key) => patch({ tab: key === 'import' ? 'import' : null })}
          data-testid="collection-create-tabs"
          items={[
            { key: 'one', label: t('collection.create.tabOne'), children: <AccountForm /> },
            { key: 'import', label: t('collection.create.tabImport'), children: <ImportPanel /> },
          ]}
        />
      </div>
    </PageContainer>
  );
}
