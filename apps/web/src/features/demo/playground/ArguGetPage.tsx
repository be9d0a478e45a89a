import { Descriptions } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';

/** Shows the username from the path and the userid from the query. */
export default function ArguGetPage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const [query] = useSearchParams();
  return (
    <PageContainer
      title={t('route.demo.arguGet', { username })}
      footer={<Link to="/demo/playground/page-argu/send">{t('demo.argu.back')}</Link>}
    >
      <Descriptions bordered column={1} style={{ maxWidth: 520 }}>
        <Descriptions.Item label={t('demo.argu.username')}>
          <span data-testid="argu-got-username">{username}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.argu.userid')}>
          <span data-testid="argu-got-userid">{query.get('userid') ?? ''}</span>
        </Descriptions.Item>
      </Descriptions>
    </PageContainer>
  );
}
