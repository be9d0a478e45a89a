import { useTranslation } from '../../../lib/useTranslation';
import { CacheDemo } from './CacheDemo';

export default function CacheOnPage() {
  const { t } = useTranslation();
  return <CacheDemo cached title={t('route.demo.cacheOn')} />;
}
