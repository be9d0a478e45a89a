import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/useTranslation';
import { CacheDemo } from './CacheDemo';

/** params/1 and params/2 are two cached pages of one route, each with its own state. */
export default function CacheParamsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <CacheDemo cached title={t('route.demo.cacheParams', { id })} />;
}
